import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import {
  type Finding,
  instanceofFindings,
  moduleStateFindings,
  type ParsedSource,
  parseSources,
  type SourceText,
  workerScripts,
} from "./process-state-check";

// docs/develop/architecture.md, "Process state": one server process runs two copies of lib/, so
// state one per process goes through processSingleton() and a class whose objects pass between
// the copies is recognised by brand (lib/core/process-state.ts). Checked on the sources as
// parsed, once, and shown to fail on planted violations.

/**
 * Module-level state of lib/ not (yet) kept through processSingleton(), each with its reason. The
 * list may only shrink: an entry no longer found fails the test below, so it is struck off.
 */
const moduleStateAllowlist = [
  {
    path: "lib/db/schema-engine.mjs",
    name: "initialised",
    reason:
      "plain JavaScript the migration thread loads (it cannot import lib/core's TypeScript); an instance per copy only when migrations are pending",
  },
  { path: "lib/db/sql.ts", name: "empty", reason: "the empty SQL fragment: a value (Sql has only readonly fields), not state" },
];

/** Classes of the project checked with instanceof that never pass between the copies, each with its reason. */
const instanceofAllowlist = [
  { name: "ClientGone", reason: "made and caught by the custom server's git routes (lib/server): one copy" },
  { name: "InvalidEnvError", reason: "thrown and caught at start (lib/server/start.ts, the CLI), before Next.js loads" },
  { name: "DatabaseLockedError", reason: "thrown and caught at start (lib/db/open.ts, lib/server/start.ts, the CLI)" },
  { name: "EmbeddedPostgresError", reason: "thrown and caught at start (lib/server/start.ts, the CLI)" },
  { name: "Sql", reason: "a statement's fragments are made and rendered by the copy that runs it (lib/db/sql.ts)" },
  { name: "E2eDecryptError", reason: "the browser's: a page has one copy" },
  { name: "PasteApiError", reason: "the browser's: a page has one copy" },
];

const projectDir = join(import.meta.dirname, "../..");
const isSource = (path: string) => /\.(ts|tsx|mjs)$/.test(path) && !/\.d\.m?ts$|\.test\.ts$|\.server-test\.ts$|-suite\.ts$/.test(path);

function projectSources(): ParsedSource[] {
  const paths = ["lib", "app", "components"].flatMap((folder) =>
    readdirSync(join(projectDir, folder), { recursive: true, encoding: "utf8" }).map((path) => `${folder}/${path}`),
  );
  const sources = paths
    .filter((path) => isSource(path) && !path.startsWith("lib/db/generated/"))
    .map((path) => ({ path, text: readFileSync(join(projectDir, path), "utf8") }));
  return parseSources(sources);
}

const sources = projectSources();
const threads = workerScripts(sources);
const outsideThreads = sources.filter((source) => !threads.has(source.path));
// Tooling runs in processes of its own, one copy; the helper is the one place allowed its slots.
const runsInTheServer = outsideThreads.filter(
  (source) =>
    source.path.startsWith("lib/") && !/^lib\/(testing|bench|cli)\//.test(source.path) && source.path !== "lib/core/process-state.ts",
);

const stateFindings = runsInTheServer.flatMap(moduleStateFindings);
const classFindings = instanceofFindings(outsideThreads);
const described = (findings: Finding[]) => findings.map((finding) => `${finding.path}:${finding.line} ${finding.name}: ${finding.problem}`);

describe("one copy of process state", () => {
  it("no module of lib/ keeps state outside processSingleton()", () => {
    const allowed = (finding: Finding) => moduleStateAllowlist.some((entry) => entry.path === finding.path && entry.name === finding.name);
    expect(described(stateFindings.filter((finding) => !allowed(finding)))).toEqual([]);
  });

  it("no instanceof of a class of the project that the other copy of lib/ may have made", () => {
    const allowed = (finding: Finding) => instanceofAllowlist.some((entry) => entry.name === finding.name);
    expect(described(classFindings.filter((finding) => !allowed(finding)))).toEqual([]);
  });

  it("the allowlists only shrink: every entry is still found", () => {
    for (const entry of moduleStateAllowlist) {
      expect(
        stateFindings.some((finding) => finding.path === entry.path && finding.name === entry.name),
        entry.path,
      ).toBe(true);
    }
    for (const entry of instanceofAllowlist)
      expect(
        classFindings.some((finding) => finding.name === entry.name),
        entry.name,
      ).toBe(true);
  });

  it("the worker threads' scripts (the server's and the browser's) are found, and only they are left out", () => {
    expect([...threads].sort()).toEqual([
      "components/captcha/captcha.worker.ts",
      "components/editor/secret-scan.worker.ts",
      "lib/db/migrate-worker.mjs",
      "lib/languages/detect-worker.mjs",
      "lib/render/render-worker.mjs",
    ]);
  });
});

describe("the checks fail on planted violations", () => {
  const stateOf = (text: string) => moduleStateFindings(parseSources([{ path: "lib/planted/state.ts", text }])[0]!).map((f) => f.name);

  it("refuses module-level state a function changes, and passes tables and processSingleton()", () => {
    expect(stateOf("let count = 0;\nexport const next = () => ++count;\n")).toEqual(["count"]);
    expect(stateOf("const seen = new Set<string>();\nexport const see = (id: string) => seen.add(id);\n")).toEqual(["seen"]);
    expect(stateOf("const hits = { total: 0 };\nexport function hit() {\n  hits.total++;\n}\n")).toEqual(["hits"]);
    expect(stateOf("const queue: string[] = [];\nexport const enqueue = (job: string) => void queue.push(job);\n")).toEqual(["queue"]);
    expect(stateOf('const gate = new ConcurrencyGate(() => ({ concurrency: 1 }), { busy: "", tooMany: "" });\n')).toEqual(["gate"]);
    expect(stateOf("const slot = globalThis as typeof globalThis & { __planted?: number };\n")).toEqual(["globalThis"]);
    expect(stateOf("export function plant() {\n  (globalThis as { planted?: number }).planted = 1;\n}\n")).toEqual(["globalThis"]);

    expect(stateOf('const known = new Set(["a", "b"]);\nexport const isKnown = (name: string) => known.has(name);\n')).toEqual([]);
    expect(stateOf("const byName = new Map<string, number>();\nfor (const name of names) byName.set(name, 1);\n")).toEqual([]);
    expect(stateOf("const PATTERN = new RegExp(`^${word}$`);\nexport const subtle = () => globalThis.crypto.subtle;\n")).toEqual([]);
    expect(
      stateOf('const seen = processSingleton("seen", () => new Set<string>());\nexport const see = (id: string) => seen.add(id);\n'),
    ).toEqual([]);
  });

  it("refuses instanceof of a class of the project, and passes it once the class is recognised in every copy", () => {
    const planted: SourceText[] = [
      { path: "lib/planted/errors.ts", text: "export class PlantedError extends Error {}\n" },
      {
        path: "lib/planted/catch.ts",
        text: 'import { PlantedError } from "./errors";\nexport const isPlanted = (e: unknown) => e instanceof PlantedError;\n',
      },
      {
        path: "lib/planted/package.ts",
        text: 'import { Redis } from "ioredis";\nexport const isRedis = (r: unknown) => r instanceof Redis;\n',
      },
    ];
    expect(instanceofFindings(parseSources(planted)).map((finding) => `${finding.path} ${finding.name}`)).toEqual([
      "lib/planted/catch.ts PlantedError",
    ]);
    planted[0] = { path: planted[0]!.path, text: `${planted[0]!.text}recognisedInEveryCopy(PlantedError, "PlantedError");\n` };
    expect(instanceofFindings(parseSources(planted))).toEqual([]);
  });
});

describe("processSingleton() and recognisedInEveryCopy() across two copies of lib/", () => {
  it("give both copies one value, and an error made by one copy is an instance of the other's class", async () => {
    const first = { state: await import("../core/process-state"), errors: await import("../core/errors") };
    vi.resetModules();
    const second = { state: await import("../core/process-state"), errors: await import("../core/errors") };
    // Two copies indeed: each module was evaluated again.
    expect(second.errors.AppError).not.toBe(first.errors.AppError);

    const made = first.state.processSingleton("testing.planted", () => ({ made: "by the first copy" }));
    expect(second.state.processSingleton("testing.planted", () => ({ made: "by the second copy" }))).toBe(made);

    const refusal = first.errors.notFound("Gone.");
    expect(refusal instanceof second.errors.AppError).toBe(true);
    expect(new Error("Gone.") instanceof second.errors.AppError).toBe(false);
    class Unbranded extends Error {}
    expect(refusal instanceof Unbranded).toBe(false);
  });
});
