import { z } from "zod";
import { anonymous } from "../auth/caller";
import { badRequest } from "../core/errors";
import { expiresInSchema } from "../core/expires-in";
import { AUTODETECT } from "../languages/data";
import type { ReadIntent } from "../pastes/burn";
import type { SecretScanOutcome } from "../secrets/headers";
import { createLegacyPaste, getLegacyPaste, type LegacyPaste } from "./pastes";

// The v1 API (POST /api/paste, GET /api/paste?id=), which the oldest clients still call: one
// pasty, anonymous only, content URI-component encoded both ways. A thin layer over the v2 one.

export const v1CreateSchema = z.object({
  code: z.string({ error: "code is required." }),
  expiresIn: expiresInSchema.default("never"),
  language: z.string().optional(),
});

export const v1ReadQuerySchema = z.object({ id: z.string({ error: "The id query parameter is required." }).min(1) });

export interface V1Paste {
  id: string;
  /** Unix seconds. */
  createdAt: number;
  /** The first pasty's content, URI-component encoded. */
  code: string;
  expiresIn: string;
  language: string;
}

function decodeCode(code: string): string {
  try {
    return decodeURIComponent(code);
  } catch {
    throw badRequest("code is not URI-component encoded.");
  }
}

function toV1Paste(paste: LegacyPaste): V1Paste {
  const first = paste.pasties[0]!;
  return {
    id: paste._id,
    createdAt: paste.createdAt,
    code: encodeURIComponent(first.code),
    expiresIn: paste.expiresIn,
    language: first.language,
  };
}

/**
 * Always anonymous, as in the original: the paste belongs to nobody. What the secret scan found
 * goes in headers (lib/secrets/headers.ts), as the answer keeps the original's keys.
 */
export async function createV1Paste(body: z.infer<typeof v1CreateSchema>): Promise<{ paste: V1Paste } & SecretScanOutcome> {
  const pasty = { code: decodeCode(body.code), language: body.language ?? AUTODETECT };
  const { paste, ...outcome } = await createLegacyPaste(anonymous, { expiresIn: body.expiresIn, pasties: [pasty] });
  return { paste: toV1Paste(paste), ...outcome };
}

/** Read as nobody: private, encrypted and missing pastes all answer 404. */
export async function getV1Paste(pasteId: string, intent: ReadIntent = "open"): Promise<V1Paste> {
  return toV1Paste(await getLegacyPaste(anonymous, pasteId, intent));
}
