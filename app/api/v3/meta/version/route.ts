import { route } from "@/lib/http/route";
import { serviceVersion } from "@/lib/meta";

export const GET = route({}, () => ({ version: serviceVersion }));
