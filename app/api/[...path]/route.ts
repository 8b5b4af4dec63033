import { errorResponse } from "@/lib/http/error-response";

// Any /api path no route claims: a JSON 404 in the shape of the surface it was aimed at.
function notFound(request: Request): Response {
  const { pathname } = new URL(request.url);
  const shape = pathname.startsWith("/api/v3/") ? "v3" : "legacy";
  return errorResponse(shape, 404, `No endpoint at ${pathname}.`);
}

export const GET = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
export const HEAD = notFound;
export const OPTIONS = notFound;
