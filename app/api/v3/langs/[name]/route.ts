import { route } from "@/lib/api/route";
import { resolveLanguage } from "@/lib/languages/resolve";
import { languageNameParamsSchema } from "@/lib/languages/schema";

export const GET = route({ params: languageNameParamsSchema }, ({ params }) => resolveLanguage(params.name));
