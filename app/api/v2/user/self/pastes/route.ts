import { route } from "@/lib/http/route";
import { listOwnPasteIds } from "@/lib/users/profile-pastes";

export const GET = route({ errors: "legacy" }, async ({ caller }) => listOwnPasteIds(await caller()));
