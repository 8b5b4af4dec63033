import { route } from "@/lib/http/route";
import { openApiDocument } from "@/lib/openapi";

export const GET = route({}, () => openApiDocument());
