import { route } from "@/lib/api/route";
import { getPasteEncrypted } from "@/lib/pastes/reads";
import { pasteIdParamsSchema } from "@/lib/pastes/schema";

export const dynamic = "force-dynamic";

export const GET = route({ params: pasteIdParamsSchema }, async ({ params, caller }) => getPasteEncrypted(await caller(), params.pasteId));
