import { route } from "@/lib/api/route";
import { createLegacyPaste, legacyCreateSchema, writtenLegacyResponse } from "@/lib/legacy/pastes";

export const POST = route({ errors: "legacy", body: legacyCreateSchema, captcha: "plain" }, async ({ caller, body }) =>
  writtenLegacyResponse(await createLegacyPaste(await caller(), body)),
);
