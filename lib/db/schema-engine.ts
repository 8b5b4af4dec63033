import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import * as engineGlue from "@prisma/schema-engine-wasm/schema_engine_bg";
import type { SchemaEngine } from "@prisma/schema-engine-wasm/schema_engine_bg";
import { processSingleton } from "../core/process-state";

// Prisma's schema engine (the one behind `prisma migrate`) as WebAssembly, so migrations are
// created and applied offline. The package imports its .wasm as an ES module, which plain Node
// only allows behind a flag; instantiating it here by hand avoids that.
function initialiseWasm(): Promise<void> {
  return processSingleton("schemaEngineWasm", async () => {
    const require = createRequire(import.meta.url);
    const gluePath = require.resolve("@prisma/schema-engine-wasm/schema_engine_bg");
    const wasmPath = join(dirname(gluePath), "schema_engine_bg.wasm");
    const { instance } = await WebAssembly.instantiate(await readFile(wasmPath), {
      "./schema_engine_bg.js": engineGlue as unknown as WebAssembly.ModuleImports,
    });
    engineGlue.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
  });
}

export async function openSchemaEngine(
  schema: { path: string; content: string },
  adapterFactory: SqlMigrationAwareDriverAdapterFactory,
  log: (message: string) => void = () => {},
): Promise<SchemaEngine> {
  await initialiseWasm();
  return engineGlue.SchemaEngine.new(
    { datamodels: [[schema.path, schema.content]] },
    (entry: string) => log(entry),
    bindMigrationAwareSqlAdapterFactory(adapterFactory),
  );
}
