import { route } from "@/lib/http/route";
import { expiresInToUnixTime, expiresInToUnixTimeQuerySchema } from "@/lib/legacy/time";

export const GET = route({ errors: "legacy", query: expiresInToUnixTimeQuerySchema }, ({ query }) => expiresInToUnixTime(query));
