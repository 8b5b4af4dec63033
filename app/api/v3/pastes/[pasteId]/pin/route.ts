import { route } from "@/lib/api/route";
import { encryptionKey } from "@/lib/pastes/http";
import { pasteIdParamsSchema } from "@/lib/pastes/schema";
import { togglePinned } from "@/lib/pastes/toggles";

export const POST = route({ params: pasteIdParamsSchema }, async ({ params, request, caller }) =>
  togglePinned(await caller(), params.pasteId, encryptionKey(request, params.pasteId)),
);
