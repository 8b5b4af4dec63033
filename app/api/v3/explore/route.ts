import { route } from "@/lib/api/route";
import { explorePastes, exploreQuerySchema } from "@/lib/search/explore";

export const dynamic = "force-dynamic";

export const GET = route({ query: exploreQuerySchema }, async ({ caller, query }) => explorePastes(await caller(), query));
