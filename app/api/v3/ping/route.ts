import { emptyOk } from "@/lib/http/responses";
import { route } from "@/lib/api/route";

export const GET = route({}, () => emptyOk());
