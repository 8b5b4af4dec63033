import { route } from "@/lib/api/route";
import { encryptionKey } from "@/lib/pastes/http";
import { getPasteStarred } from "@/lib/pastes/reads";
import { pasteIdParamsSchema } from "@/lib/pastes/schema";
import { toggleStar } from "@/lib/pastes/toggles";

export const dynamic = "force-dynamic";

export const GET = route({ params: pasteIdParamsSchema }, async ({ params, caller }) => getPasteStarred(await caller(), params.pasteId));

export const POST = route({ params: pasteIdParamsSchema }, async ({ params, request, caller }) =>
  toggleStar(await caller(), params.pasteId, encryptionKey(request, params.pasteId)),
);
