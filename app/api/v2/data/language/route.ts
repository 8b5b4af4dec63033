import { route } from "@/lib/api/route";
import { findV2Language, v2LanguageQuerySchema } from "@/lib/legacy/v2-data";

export const GET = route({ errors: "legacy", query: v2LanguageQuerySchema }, ({ query }) => findV2Language(query));
