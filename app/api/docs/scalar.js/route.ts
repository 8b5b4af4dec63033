import { scalarBundle } from "@/lib/api/docs";
import { immutableResponse } from "@/lib/http/immutable-response";

/** Scalar's browser build for the /api/docs page, from this instance's own dependencies. */
export function GET(request: Request): Response {
  const { version, body } = scalarBundle();
  return immutableResponse(request, { version, contentType: "text/javascript; charset=utf-8", body });
}
