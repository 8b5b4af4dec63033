import { cruise, type IModule } from "dependency-cruiser";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";

// Test files whose imports reach no database code: lib/db, or the test database itself. On
// CI's PostgreSQL pass they would repeat the embedded pass exactly, so that pass leaves them
// out. Worked out from the import graph on each run, so a test that starts using the database
// is run on both engines without anyone remembering to say so; type-only imports count too, which
// errs towards running a file twice.
const databaseCode = /^lib\/(db\/|testing\/database\.ts$)/;
const testFile = /\.test\.ts$/;

export async function databaseFreeTestFiles(root: string): Promise<string[]> {
  const cwd = process.cwd();
  process.chdir(root);
  try {
    const result = await cruise(
      ["lib", "app"],
      {
        doNotFollow: { path: "node_modules" },
        exclude: { path: "^(node_modules|\\.next[^/]*|lib/db/generated)/" },
        tsPreCompilationDeps: true,
        tsConfig: { fileName: "tsconfig.json" },
      },
      { extensions: [".ts", ".tsx", ".mjs", ".js", ".json"] },
      { tsConfig: extractTSConfig("tsconfig.json") },
    );
    if (typeof result.output === "string") throw new Error("dependency-cruiser answered text, not modules");
    const modules = result.output.modules;
    const imports = new Map(modules.map((module) => [module.source, module.dependencies.map((d) => d.resolved)]));
    return modules
      .map((module: IModule) => module.source)
      .filter((source) => testFile.test(source) && !reaches(source, imports, databaseCode));
  } finally {
    process.chdir(cwd);
  }
}

function reaches(start: string, imports: Map<string, string[]>, target: RegExp): boolean {
  const seen = new Set([start]);
  const pending = [start];
  while (pending.length > 0) {
    const source = pending.pop() as string;
    if (target.test(source)) return true;
    for (const next of imports.get(source) ?? []) {
      if (!seen.has(next)) {
        seen.add(next);
        pending.push(next);
      }
    }
  }
  return false;
}
