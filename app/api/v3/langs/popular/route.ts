import { route } from "@/lib/http/route";
import { popularLanguageNames } from "@/lib/languages/data";

export const GET = route({}, () => popularLanguageNames);
