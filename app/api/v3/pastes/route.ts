import { route } from "@/lib/http/route";
import { created } from "@/lib/http/responses";
import { encryptionKey } from "@/lib/pastes/http";
import { createPaste } from "@/lib/pastes/mutations";
import { createPasteInputSchema } from "@/lib/pastes/schema";

export const POST = route({ body: createPasteInputSchema }, async ({ body, request, caller }) => {
  const paste = await createPaste(await caller(), body, encryptionKey(request));
  return created(paste, `/api/v3/pastes/${paste.id}`);
});
