/**
 * The columns or constraint a Prisma unique violation (P2002, or P2010 from a raw statement) names, or undefined for any other
 * error. With driver adapters the detail sits in the adapter error's cause, and differs by
 * engine: PGlite reports the constraint's fields, node-postgres only its index name.
 */
export function uniqueViolationTargets(error: unknown): string[] | undefined {
  const candidate = error as {
    code?: string;
    meta?: {
      target?: unknown;
      driverAdapterError?: { cause?: { constraint?: { fields?: unknown; index?: unknown } } };
    };
  } | null;
  const cause = candidate?.meta?.driverAdapterError?.cause;
  // Hand-written statements fail as raw queries (P2010), with the same adapter detail.
  const rawViolation = candidate?.code === "P2010" && (cause as { kind?: unknown } | undefined)?.kind === "UniqueConstraintViolation";
  if (candidate?.code !== "P2002" && !rawViolation) return undefined;
  const constraint = cause?.constraint;
  return [constraint?.fields, constraint?.index, candidate.meta?.target]
    .flat()
    .filter((value): value is string => typeof value === "string");
}

/** Whether `error` is a unique violation on `column` (by field name or PostgreSQL index name). */
export function isUniqueViolationOn(error: unknown, column: string): boolean {
  return uniqueViolationTargets(error)?.some((target) => target === column || target.endsWith(`_${column}_key`)) ?? false;
}
