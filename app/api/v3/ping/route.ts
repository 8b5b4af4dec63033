import { emptyOk } from "@/lib/http/responses";
import { route } from "@/lib/http/route";

export const GET = route({}, () => emptyOk());
