import { newId } from "../core/ids";
import { uniqueViolationTargets } from "./unique-violation";

/**
 * Runs `create` with fresh ids until it does not hit a unique violation on the primary key,
 * so a collision is retried instead of surfacing as an error.
 */
export async function withUniqueId<T>(create: (id: string) => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await create(newId());
    } catch (error) {
      if (attempt >= attempts || !isPrimaryKeyCollision(error)) throw error;
    }
  }
}

function isPrimaryKeyCollision(error: unknown): boolean {
  return uniqueViolationTargets(error)?.some((target) => target === "id" || target.endsWith("_pkey")) ?? false;
}
