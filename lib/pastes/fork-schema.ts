import { z } from "zod";

// The shapes of forks (lib/pastes/forks.ts) in the v3 API.

export const forkLinkSchema = z.object({
  id: z.string(),
  title: z.string(),
});

export const forkSchema = forkLinkSchema.extend({
  createdAt: z.iso.datetime(),
  owner: z.string().nullable().describe("The username of who forked it; null for an anonymous fork."),
});

export const pasteForksSchema = z.object({
  forkedFrom: forkLinkSchema.nullable().describe("The paste this one was forked from, while it exists and the caller may see it."),
  count: z.number().int().describe("How many forks of this paste the caller may see."),
  forks: z.array(forkSchema).describe("The newest of them, at most 100."),
});

export type ForkLink = z.infer<typeof forkLinkSchema>;
export type PasteForks = z.infer<typeof pasteForksSchema>;
