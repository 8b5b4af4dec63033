import { route } from "@/lib/api/route";
import { popularLanguageNames } from "@/lib/languages/data";

export const GET = route({}, () => popularLanguageNames);
