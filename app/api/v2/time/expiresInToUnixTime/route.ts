import { route } from "@/lib/api/route";
import { expiresInToUnixTime, expiresInToUnixTimeQuerySchema } from "@/lib/legacy/time";

export const GET = route({ errors: "legacy", query: expiresInToUnixTimeQuerySchema }, ({ query }) => expiresInToUnixTime(query));
