import { route } from "@/lib/http/route";
import { createLegacyPaste, legacyCreateSchema, writtenLegacyResponse } from "@/lib/legacy/pastes";

export const POST = route({ errors: "legacy", body: legacyCreateSchema }, async ({ caller, body }) =>
  writtenLegacyResponse(await createLegacyPaste(await caller(), body)),
);
