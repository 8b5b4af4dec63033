import "../openapi/zod";
import { z } from "zod";
import { expiresInSchema } from "../core/expires-in";

// The contract of a paste's share links (issue 15, item 2): what the owner sends and gets back.

export const LABEL_MAX = 64;
export const MAX_VIEWS_LIMIT = 1_000_000;

export const linkParamsSchema = z.object({ pasteId: z.string().min(1), linkId: z.string().min(1) });
export const secretParamsSchema = z.object({ secret: z.string().min(1).max(64) });
export const sharedRawParamsSchema = secretParamsSchema.extend({ pastyId: z.string().min(1) });

export const createShareLinkInputSchema = z.strictObject({
  label: z.string().trim().max(LABEL_MAX, `A label has at most ${LABEL_MAX} characters.`).optional(),
  expiresIn: expiresInSchema.default("never").describe("How long the link works; the paste expiry values."),
  maxViews: z
    .number()
    .int("maxViews is a whole number.")
    .min(1, "maxViews is at least 1.")
    .max(MAX_VIEWS_LIMIT, `maxViews is at most ${MAX_VIEWS_LIMIT}.`)
    .nullish()
    .describe("How many times the content may be answered through the link (page, raw, zip); none: no limit."),
});
export type CreateShareLinkInput = z.infer<typeof createShareLinkInputSchema>;

const timestamp = z.iso.datetime();

export const shareLinkSchema = z.object({
  id: z.string(),
  label: z.string(),
  createdAt: timestamp,
  expiresAt: timestamp.nullable(),
  maxViews: z.number().int().nullable(),
  views: z.number().int().describe("How many times the content was answered through it."),
  active: z.boolean().describe("Whether it still opens the paste (not expired, views left)."),
});
export const createdShareLinkSchema = shareLinkSchema.extend({
  url: z.string().describe("The link itself. Shown this once: only its hash is stored."),
  qrCode: z
    .string()
    .describe("The link as a QR code: an SVG image as a data: URL, drawn on the server. Shown this once too: it holds the link."),
});

export type ShareLinkDto = z.infer<typeof shareLinkSchema>;
export type CreatedShareLinkDto = z.infer<typeof createdShareLinkSchema>;
