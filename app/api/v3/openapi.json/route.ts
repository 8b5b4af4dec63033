import { route } from "@/lib/api/route";
import { openApiDocument } from "@/lib/api/openapi";
import { publicOrigin } from "@/lib/http/public-url";

/** The OpenAPI document, naming the address clients reach this instance at as its server. */
export const GET = route({}, ({ request }) => openApiDocument(publicOrigin(request)));
