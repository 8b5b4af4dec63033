import { randomInt } from "node:crypto";
import { uniqueViolationTargets } from "./db/unique-violation";

const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789";
export const ID_LENGTH = 8;
export const idPattern = /^[a-z0-9]{8}$/;

/** An 8-character id from a cryptographic RNG (36^8 ≈ 2.8e12 values). */
export function newId(): string {
  let id = "";
  for (let i = 0; i < ID_LENGTH; i++) id += alphabet[randomInt(alphabet.length)];
  return id;
}

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
