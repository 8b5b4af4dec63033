import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The checks `npm test` runs before any test (package.json "test"), planted with a defect in a
// temporary copy of their configuration: each must fail on it and pass once it is fixed.

const projectDir = join(import.meta.dirname, "../..");
const copy = mkdtempSync(join(tmpdir(), "myst-checks-"));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

function run(command: string, args: string[]): { ok: boolean; output: string } {
  try {
    return { ok: true, output: execFileSync(command, args, { cwd: copy, encoding: "utf8", stdio: "pipe" }) };
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${failed.stdout ?? ""}${failed.stderr ?? ""}` };
  }
}

function writeFiles(files: Record<string, string>): void {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    writeFileSync(join(copy, file), text);
  }
}

/**
 * A violation of one rule of .dependency-cruiser.cjs (npm run check:layers): the files that plant
 * it, the line the check must report, and the change that fixes it. The checks run on one copy
 * holding them all (a run of the tool takes seconds), so each plants files of its own names.
 */
interface LayerViolation {
  check: string;
  files: Record<string, string>;
  reported: string;
  /** What the check must not report of it: another rule's name for the same defect. */
  notReported: RegExp[];
  fix: { write?: Record<string, string>; remove?: string[] };
}

const layerViolations: LayerViolation[] = [
  {
    check: "the layer check reports an import against the layering",
    // The database layer reaching up into a feature.
    files: {
      "lib/pastes/rules.ts": "export const rule = 1;\n",
      "lib/db/planted.ts": 'import { rule } from "../pastes/rules";\nexport const planted = rule;\n',
    },
    reported: "platform-knows-no-feature: lib/db/planted.ts → lib/pastes/rules.ts",
    notReported: [],
    fix: { write: { "lib/db/planted.ts": "export const planted = 1;\n" } },
  },
  {
    check: "the cycle check reports a cycle between folders, as one between folders",
    // No file imports itself back: the folders do (pastes → share-links → pastes), through four files.
    files: {
      "lib/pastes/limits.ts": "export const limit = 1;\n",
      "lib/share-links/rules.ts": 'import { limit } from "../pastes/limits";\nexport const linkLimit = limit;\n',
      "lib/pastes/linked.ts": 'import { linkLimit } from "../share-links/rules";\nexport const linked = linkLimit;\n',
    },
    reported: "no-folder-cycles: lib/pastes → ",
    notReported: [/no-circular: lib\/(pastes|share-links)\//],
    fix: { write: { "lib/pastes/linked.ts": "export const linked = 1;\n" } },
  },
  {
    check: "the cycle check reports a cycle between files",
    files: {
      "lib/comments/a.ts": 'import { b } from "./b";\nexport const a = () => b;\n',
      "lib/comments/b.ts": 'import { a } from "./a";\nexport const b = () => a;\n',
    },
    reported: "no-circular: lib/comments/a.ts → ",
    notReported: [],
    fix: { write: { "lib/comments/b.ts": "export const b = () => 2;\n" } },
  },
  {
    check: "the database check reports a db() call outside a feature's data files (fixed by moving it into one)",
    files: {
      "lib/db/client.ts": "export function db(): { count(): number } {\n  return { count: () => 0 };\n}\n",
      "lib/announcements/banner.ts": 'import { db } from "../db/client";\nexport const countAll = () => db().count();\n',
    },
    reported: "db-from-data-files: lib/announcements/banner.ts → lib/db/client.ts",
    notReported: [],
    fix: {
      write: { "lib/announcements/queries.ts": 'import { db } from "../db/client";\nexport const countAll = () => db().count();\n' },
      remove: ["lib/announcements/banner.ts"],
    },
  },
];

// Each case starts a tool in a fresh process; ESLint's type-aware run alone takes 5–15 s to
// start on two idle cores, and more beside other test files: the default 30 s was too little for
// two of them on a busy machine (the PostgreSQL half of CI timed out once), not a hang.
describe("npm test's checks", { timeout: 120_000 }, () => {
  it("npm test runs them before the tests", () => {
    const scripts = (JSON.parse(readFileSync(join(projectDir, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts;
    expect(scripts.test).toMatch(/^npm run checks && /);
    // Side by side (concurrently): the linter on one core, the other three in turn on the other.
    for (const check of ["npm:lint", "npm run typecheck", "npm run format:check", "npm run check:layers"])
      expect(scripts.checks).toContain(check);
    expect(scripts.checks).toContain("--kill-others-on-fail");
  });

  it("the type check fails on a type error in lib's JavaScript and on nothing sound beside it", () => {
    // tsconfig.json in a folder of its own: its include sees only the files planted there.
    const folder = join(copy, "typecheck");
    mkdirSync(join(folder, "lib/render"), { recursive: true });
    copyFileSync(join(projectDir, "tsconfig.json"), join(folder, "tsconfig.json"));
    const budget = "/** @param {string} text */\nexport const budget = (text) => text.length * 32;\n";
    writeFileSync(join(folder, "lib/render/budget.mjs"), budget);
    // A number where the JSDoc says a string; its sibling passes a string. One run shows both.
    writeFileSync(join(folder, "lib/render/planted.mjs"), 'import { budget } from "./budget.mjs";\nexport const planted = budget(42);\n');
    writeFileSync(join(folder, "lib/render/sound.mjs"), 'import { budget } from "./budget.mjs";\nexport const sound = budget("42");\n');
    const planted = run(join(projectDir, "node_modules/.bin/tsc"), ["--noEmit", "-p", folder]);
    expect(planted.ok).toBe(false);
    expect(planted.output).toContain("lib/render/planted.mjs(2,31): error TS2345");
    expect(planted.output).not.toContain("sound.mjs");
    expect(planted.output).not.toContain("budget.mjs(");
  });

  it("the formatter check fails on an unformatted file and passes once it is formatted", () => {
    for (const file of [".prettierrc.json", ".prettierignore"]) copyFileSync(join(projectDir, file), join(copy, file));
    writeFileSync(join(copy, "planted.ts"), "export const planted   =  { a:1,b :2 }\n");
    const prettier = join(projectDir, "node_modules/.bin/prettier");
    const planted = run(prettier, ["--check", "."]);
    expect(planted.ok).toBe(false);
    expect(planted.output).toContain("planted.ts");
    run(prettier, ["--write", "planted.ts"]);
    expect(run(prettier, ["--check", "."]).ok).toBe(true);
  });

  describe("the layer checks, each planted in one copy of the tree: one run reports every violation, and passes once all are fixed", () => {
    const depcruise = join(projectDir, "node_modules/.bin/depcruise");
    const args = ["lib", "--config", ".dependency-cruiser.cjs", "--output-type", "err"];
    let planted: { ok: boolean; output: string };

    beforeAll(() => {
      for (const file of [".dependency-cruiser.cjs", "tsconfig.json"]) copyFileSync(join(projectDir, file), join(copy, file));
      for (const { files } of layerViolations) writeFiles(files);
      planted = run(depcruise, args);
    });

    it("the planted copy fails the check", () => expect(planted.ok).toBe(false));

    it.each(layerViolations.map((violation) => [violation.check, violation] as const))("%s", (_, { reported, notReported }) => {
      expect(planted.output).toContain(reported);
      for (const pattern of notReported) expect(planted.output).not.toMatch(pattern);
    });

    it("passes once every violation is fixed", () => {
      for (const { fix } of layerViolations) {
        writeFiles(fix.write ?? {});
        for (const file of fix.remove ?? []) rmSync(join(copy, file));
      }
      expect(run(depcruise, args)).toMatchObject({ ok: true });
    });
  });

  it("the allowlists only shrink: every allowlisted cycle and database call is still there", () => {
    interface Allowlists {
      folderCycleAllowlist: { cycle: string[]; reason: string }[];
      databaseCallAllowlist: { files: string[]; reason: string }[];
    }
    const { allowlists } = createRequire(import.meta.url)(join(projectDir, ".dependency-cruiser.cjs")) as { allowlists: Allowlists };
    const result = join(copy, "cruise.json");
    const depcruise = join(projectDir, "node_modules/.bin/depcruise");
    execFileSync(
      depcruise,
      ["app", "components", "lib", "e2e", "--config", ".dependency-cruiser.cjs", "--output-type", "json", "--output-to", result],
      {
        cwd: projectDir,
        stdio: "pipe",
      },
    );
    const cruise = JSON.parse(readFileSync(result, "utf8")) as {
      modules: { source: string; dependencies: { resolved: string }[] }[];
      folders: { name: string; dependencies: { name: string; circular: boolean }[] }[];
    };
    const circular = new Set(
      cruise.folders.flatMap(({ name, dependencies }) => dependencies.filter((to) => to.circular).map((to) => `${name} → ${to.name}`)),
    );
    const gone = allowlists.folderCycleAllowlist.flatMap(({ cycle }) =>
      cycle.map((from, index) => `${from} → ${cycle[(index + 1) % cycle.length]}`).filter((edge) => !circular.has(edge)),
    );
    expect(gone, "allowlisted cycles broken since: strike them off the allowlist in .dependency-cruiser.cjs").toEqual([]);
    for (const { reason } of [...allowlists.folderCycleAllowlist, ...allowlists.databaseCallAllowlist]) expect(reason).not.toBe("");
    const callers = new Set(
      cruise.modules
        .filter((module) => module.dependencies.some((to) => to.resolved === "lib/db/client.ts"))
        .map((module) => module.source),
    );
    const moved = allowlists.databaseCallAllowlist.flatMap(({ files }) => files).filter((file) => !callers.has(file));
    expect(moved, "files that no longer call the database: strike them off the allowlist in .dependency-cruiser.cjs").toEqual([]);
  });

  it("the linter fails on a lint error and passes once it is fixed", () => {
    for (const file of ["eslint.config.mjs", "tsconfig.json"]) copyFileSync(join(projectDir, file), join(copy, file));
    // The configuration's plugins resolve from the copy as they do from the project.
    symlinkSync(join(projectDir, "node_modules"), join(copy, "node_modules"));
    // A promise nobody waits for: its failure would vanish. Beside it the same code fixed, in the
    // same run (a type-aware start of ESLint takes seconds): nothing may be reported of that one.
    writeFiles({
      "lib/jobs/planted.ts": "async function job(): Promise<void> {}\nexport function start(): void {\n  job();\n}\n",
      "lib/jobs/fixed.ts": "async function job(): Promise<void> {}\nexport function start(): void {\n  void job();\n}\n",
    });
    const result = run(join(projectDir, "node_modules/.bin/eslint"), ["lib/jobs", "--max-warnings=0", "--format", "json"]);
    expect(result.ok).toBe(false);
    const reports = JSON.parse(result.output) as { filePath: string; messages: { ruleId: string | null }[] }[];
    const reportOf = (name: string) => reports.find(({ filePath }) => filePath.endsWith(`/lib/jobs/${name}`))!;
    expect(reportOf("planted.ts").messages.map(({ ruleId }) => ruleId)).toEqual(["@typescript-eslint/no-floating-promises"]);
    expect(reportOf("fixed.ts").messages).toEqual([]);
  });
});
