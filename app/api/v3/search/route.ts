import { route } from "@/lib/api/route";
import { searchQuerySchema } from "@/lib/search/schema";
import { searchPastes } from "@/lib/search/search";

export const GET = route({ query: searchQuerySchema }, async ({ caller, query }) => searchPastes(await caller(), query));
