import "../openapi/zod";
import { z } from "zod";
import { pageEnvelope } from "../openapi/responses";

// The contract of the recycle bin (issue 46 item 3): what its owner and the admins are answered.

export const binQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(30),
});
export type BinQuery = z.infer<typeof binQuerySchema>;

export const binnedPasteSchema = z
  .object({
    id: z.string(),
    title: z.string().describe("Empty for an untitled paste and for an end-to-end encrypted one (its title is sealed)."),
    private: z.boolean(),
    binnedAt: z.iso.datetime().describe("When its owner deleted it."),
    purgesAt: z.iso.datetime().describe("When it is deleted for good unless restored: RECYCLE_DAYS later, or at its own expiry if sooner."),
    owner: z.string().nullable().describe("The owner's username (the admins' list; null in the owner's own)."),
  })
  .openapi("BinnedPaste");
export type BinnedPasteDto = z.infer<typeof binnedPasteSchema>;

export const binPageSchema = pageEnvelope(binnedPasteSchema);
export type BinPage = z.infer<typeof binPageSchema>;
