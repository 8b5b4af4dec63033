import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import * as engineGlue from "@prisma/schema-engine-wasm/schema_engine_bg";

// Prisma's schema engine (the one behind `prisma migrate`) as WebAssembly, so migrations are
// created and applied offline. The package imports its .wasm as an ES module, which plain Node
// only allows behind a flag; instantiating it here by hand avoids that. Plain JavaScript: the
// migration thread (migrate-worker.mjs) loads it without a TypeScript loader.
/** @type {Promise<void> | undefined} */
let initialised;

function initialiseWasm() {
  initialised ??= (async () => {
    const require = createRequire(import.meta.url);
    const gluePath = require.resolve("@prisma/schema-engine-wasm/schema_engine_bg");
    const wasmPath = join(dirname(gluePath), "schema_engine_bg.wasm");
    const { instance } = await WebAssembly.instantiate(await readFile(wasmPath), { "./schema_engine_bg.js": engineGlue });
    engineGlue.__wbg_set_wasm(instance.exports);
    /** @type {() => void} */ (instance.exports.__wbindgen_start)();
  })();
  return initialised;
}

/**
 * @param {{ path: string; content: string }} schema
 * @param {import("@prisma/driver-adapter-utils").SqlMigrationAwareDriverAdapterFactory} adapterFactory
 * @param {(message: string) => void} log
 */
export async function openSchemaEngine(schema, adapterFactory, log = () => {}) {
  await initialiseWasm();
  return engineGlue.SchemaEngine.new(
    { datamodels: [[schema.path, schema.content]] },
    (/** @type {string} */ entry) => log(entry),
    bindMigrationAwareSqlAdapterFactory(adapterFactory),
  );
}
