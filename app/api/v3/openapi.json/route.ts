import { route } from "@/lib/api/route";
import { openApiDocument } from "@/lib/api/openapi";

export const GET = route({}, () => openApiDocument());
