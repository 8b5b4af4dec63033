import { z } from "zod";
import { expiresInSchema, expiryDate } from "../core/expires-in";

// GET /api/v2/time/expiresInToUnixTime: when a paste created at `createdAt` (unix seconds) with
// that expiry is deleted, computed by the same function that sets a new paste's deletesAt.

export const expiresInToUnixTimeQuerySchema = z.object({
  createdAt: z
    .string({ error: "createdAt (unix seconds) is required." })
    .regex(/^\d{1,12}$/, "createdAt must be unix seconds.")
    .transform(Number),
  expiresIn: expiresInSchema,
});

/** `{result}` in unix seconds; 0 for `never`, as in the original. */
export function expiresInToUnixTime(query: z.infer<typeof expiresInToUnixTimeQuerySchema>): { result: number } {
  const deletesAt = expiryDate(query.expiresIn, new Date(query.createdAt * 1000));
  return { result: deletesAt ? Math.floor(deletesAt.getTime() / 1000) : 0 };
}
