import { route } from "@/lib/api/route";
import { encryptionKey, writtenPasteResponse } from "@/lib/pastes/http";
import { createPaste } from "@/lib/pastes/mutations";
import { createPasteInputSchema } from "@/lib/pastes/schema";

export const POST = route({ body: createPasteInputSchema, captcha: "v3" }, async ({ body, request, caller }) => {
  const paste = await createPaste(await caller(), body, encryptionKey(request));
  return writtenPasteResponse(paste, { status: 201, location: `/api/v3/pastes/${paste.id}` });
});
