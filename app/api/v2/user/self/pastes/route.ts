import { route } from "@/lib/api/route";
import { listOwnPasteIds } from "@/lib/profiles/profile-pastes";

export const GET = route({ errors: "legacy" }, async ({ caller }) => listOwnPasteIds(await caller()));
