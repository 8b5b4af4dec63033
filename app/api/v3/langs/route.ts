import { route } from "@/lib/http/route";
import { languages } from "@/lib/languages/data";

export const GET = route({}, () => languages);
