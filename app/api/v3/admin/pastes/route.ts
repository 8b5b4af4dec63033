import { route } from "@/lib/api/route";
import { adminPastesQuerySchema, findPastesForAdmin } from "@/lib/moderation/admin-pastes";

export const dynamic = "force-dynamic";

export const GET = route({ query: adminPastesQuerySchema }, async ({ caller, query }) => findPastesForAdmin(await caller(), query));
