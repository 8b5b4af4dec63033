import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import type { SchemaEngine } from "@prisma/schema-engine-wasm/schema_engine_bg";

/** Prisma's schema engine on `adapterFactory`'s database, for `schema` (prisma/schema.prisma). */
export declare function openSchemaEngine(
  schema: { path: string; content: string },
  adapterFactory: SqlMigrationAwareDriverAdapterFactory,
  log?: (message: string) => void,
): Promise<SchemaEngine>;
