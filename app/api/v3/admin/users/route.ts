import { route } from "@/lib/api/route";
import { listUsersForAdmin } from "@/lib/moderation/admin-users";
import { adminUsersQuerySchema } from "@/lib/moderation/schema";

export const dynamic = "force-dynamic";

export const GET = route({ query: adminUsersQuerySchema }, async ({ query, caller }) => listUsersForAdmin(await caller(), query));
