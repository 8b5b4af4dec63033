import { unauthorized } from "../errors";
import { anonymous, type Caller } from "./caller";

/**
 * Works out who sent a request. A present but unusable `Authorization` header is a 401, never a
 * silent fall back to anonymous.
 */
export async function resolveCaller(request: Request): Promise<Caller> {
  if (request.headers.get("authorization")) throw unauthorized("The access token is not valid.");
  return anonymous;
}
