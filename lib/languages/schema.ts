import "../openapi/zod";
import { z } from "zod";

/** interface.md 2.6. */
export const languageSchema = z.object({
  name: z.string(),
  type: z.string().nullable(),
  aliases: z.array(z.string()),
  codemirrorMode: z.string().nullable(),
  codemirrorMimeType: z.string().nullable(),
  wrap: z.boolean(),
  extensions: z.array(z.string()),
  color: z.string().nullable(),
  tmScope: z.string().nullable(),
});

export const languageNameParamsSchema = z.object({ name: z.string().min(1) });

/** POST /langs/autodetect takes one JSON string. */
export const autodetectBodySchema = z.string({ error: "The body must be one JSON string." });
