import { PrismaPg } from "@prisma/adapter-pg";

// Plain JavaScript: the migration thread (migrate-worker.mjs) uses it without a TypeScript loader.

/**
 * @prisma/adapter-pg runs a migration script by splitting it at every ";", which breaks any
 * statement that holds one (a function body between $$ … $$). PostgreSQL takes the whole script
 * as one simple query — as psql and `prisma migrate deploy` send it — and runs it atomically.
 */
export class WholeScriptPrismaPg extends PrismaPg {
  /** @override */
  async connect() {
    const adapter = await super.connect();
    // The adapter's own conversion into Prisma's driver errors (protected in its typings).
    const convertError = /** @type {{ onError(error: unknown): never }} */ (/** @type {unknown} */ (adapter)).onError.bind(adapter);
    adapter.executeScript = async (script) => {
      try {
        await adapter.underlyingDriver().query(script);
      } catch (error) {
        convertError(error);
      }
    };
    return adapter;
  }
}
