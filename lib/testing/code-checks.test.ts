import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

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

// Each case starts a tool twice in a fresh process; ESLint's type-aware run alone takes 5–15 s to
// start on two idle cores, and more beside other test files: the default 30 s was too little for
// two of them on a busy machine (the PostgreSQL half of CI timed out once), not a hang.
describe("npm test's checks", { timeout: 120_000 }, () => {
  it("npm test runs them before the tests", () => {
    const scripts = (JSON.parse(readFileSync(join(projectDir, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts;
    expect(scripts.test).toMatch(/^npm run typecheck && npm run format:check && npm run lint && npm run check:layers && /);
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

  it("the layer check fails on an import against the layering and passes once it is gone", () => {
    for (const file of [".dependency-cruiser.cjs", "tsconfig.json"]) copyFileSync(join(projectDir, file), join(copy, file));
    mkdirSync(join(copy, "lib/db"), { recursive: true });
    mkdirSync(join(copy, "lib/pastes"), { recursive: true });
    writeFileSync(join(copy, "lib/pastes/rules.ts"), "export const rule = 1;\n");
    // The database layer reaching up into a feature.
    writeFileSync(join(copy, "lib/db/planted.ts"), 'import { rule } from "../pastes/rules";\nexport const planted = rule;\n');
    const depcruise = join(projectDir, "node_modules/.bin/depcruise");
    const args = ["lib", "--config", ".dependency-cruiser.cjs", "--output-type", "err"];
    const planted = run(depcruise, args);
    expect(planted.ok).toBe(false);
    expect(planted.output).toContain("platform-knows-no-feature: lib/db/planted.ts → lib/pastes/rules.ts");
    writeFileSync(join(copy, "lib/db/planted.ts"), "export const planted = 1;\n");
    expect(run(depcruise, args)).toMatchObject({ ok: true });
  });

  it("the cycle check fails on a cycle between folders and passes once it is gone", () => {
    for (const file of [".dependency-cruiser.cjs", "tsconfig.json"]) copyFileSync(join(projectDir, file), join(copy, file));
    mkdirSync(join(copy, "lib/share-links"), { recursive: true });
    mkdirSync(join(copy, "lib/pastes"), { recursive: true });
    // No file imports itself back: the folders do (pastes → share-links → pastes), through four files.
    writeFileSync(join(copy, "lib/pastes/limits.ts"), "export const limit = 1;\n");
    writeFileSync(join(copy, "lib/share-links/rules.ts"), 'import { limit } from "../pastes/limits";\nexport const linkLimit = limit;\n');
    writeFileSync(
      join(copy, "lib/pastes/planted.ts"),
      'import { linkLimit } from "../share-links/rules";\nexport const planted = linkLimit;\n',
    );
    const depcruise = join(projectDir, "node_modules/.bin/depcruise");
    const args = ["lib/pastes", "lib/share-links", "--config", ".dependency-cruiser.cjs", "--output-type", "err"];
    const planted = run(depcruise, args);
    expect(planted.ok).toBe(false);
    expect(planted.output).toContain("no-folder-cycles: lib/pastes → ");
    expect(planted.output).not.toContain("no-circular");
    writeFileSync(join(copy, "lib/pastes/planted.ts"), "export const planted = 1;\n");
    expect(run(depcruise, args)).toMatchObject({ ok: true });
  });

  it("the cycle check fails on a cycle between files and passes once it is gone", () => {
    for (const file of [".dependency-cruiser.cjs", "tsconfig.json"]) copyFileSync(join(projectDir, file), join(copy, file));
    mkdirSync(join(copy, "lib/comments"), { recursive: true });
    writeFileSync(join(copy, "lib/comments/a.ts"), 'import { b } from "./b";\nexport const a = () => b;\n');
    writeFileSync(join(copy, "lib/comments/b.ts"), 'import { a } from "./a";\nexport const b = () => a;\n');
    const depcruise = join(projectDir, "node_modules/.bin/depcruise");
    const args = ["lib/comments", "--config", ".dependency-cruiser.cjs", "--output-type", "err"];
    const planted = run(depcruise, args);
    expect(planted.ok).toBe(false);
    expect(planted.output).toContain("no-circular: lib/comments/a.ts → ");
    writeFileSync(join(copy, "lib/comments/b.ts"), "export const b = () => 2;\n");
    expect(run(depcruise, args)).toMatchObject({ ok: true });
  });

  it("the database check fails on a db() call outside a feature's data files and passes once it moves there", () => {
    for (const file of [".dependency-cruiser.cjs", "tsconfig.json"]) copyFileSync(join(projectDir, file), join(copy, file));
    mkdirSync(join(copy, "lib/db"), { recursive: true });
    mkdirSync(join(copy, "lib/announcements"), { recursive: true });
    writeFileSync(join(copy, "lib/db/client.ts"), "export function db(): { count(): number } {\n  return { count: () => 0 };\n}\n");
    const statement = 'import { db } from "../db/client";\nexport const countAll = () => db().count();\n';
    writeFileSync(join(copy, "lib/announcements/banner.ts"), statement);
    const depcruise = join(projectDir, "node_modules/.bin/depcruise");
    const args = ["lib/db", "lib/announcements", "--config", ".dependency-cruiser.cjs", "--output-type", "err"];
    const planted = run(depcruise, args);
    expect(planted.ok).toBe(false);
    expect(planted.output).toContain("db-from-data-files: lib/announcements/banner.ts → lib/db/client.ts");
    renameSync(join(copy, "lib/announcements/banner.ts"), join(copy, "lib/announcements/queries.ts"));
    expect(run(depcruise, args)).toMatchObject({ ok: true });
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
    mkdirSync(join(copy, "lib/jobs"), { recursive: true });
    // A promise nobody waits for: its failure would vanish.
    writeFileSync(
      join(copy, "lib/jobs/planted.ts"),
      "async function job(): Promise<void> {}\nexport function start(): void {\n  job();\n}\n",
    );
    const eslint = join(projectDir, "node_modules/.bin/eslint");
    const args = ["lib/jobs", "--max-warnings=0"];
    const planted = run(eslint, args);
    expect(planted.ok).toBe(false);
    expect(planted.output).toContain("@typescript-eslint/no-floating-promises");
    writeFileSync(
      join(copy, "lib/jobs/planted.ts"),
      "async function job(): Promise<void> {}\nexport function start(): void {\n  void job();\n}\n",
    );
    expect(run(eslint, args)).toMatchObject({ ok: true });
  });
});
