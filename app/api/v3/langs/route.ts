import { route } from "@/lib/api/route";
import { languages } from "@/lib/languages/data";

export const GET = route({}, () => languages);
