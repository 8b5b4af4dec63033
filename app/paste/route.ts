import { route } from "@/lib/http/route";
import { createLegacyPaste, legacyCreateSchema } from "@/lib/legacy/pastes";

export const POST = route({ errors: "legacy", body: legacyCreateSchema }, async ({ caller, body }) =>
  createLegacyPaste(await caller(), body),
);
