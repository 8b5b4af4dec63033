import { route } from "@/lib/api/route";
import { serviceVersion } from "@/lib/core/meta";

export const GET = route({}, () => ({ version: serviceVersion }));
