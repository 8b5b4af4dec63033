import { env } from "../env";

/** Where clients reach this service: PUBLIC_URL when configured, else the address the request used. */
export function publicOrigin(request: Request): string {
  const configured = env().PUBLIC_URL;
  return configured ? new URL(configured).origin : new URL(request.url).origin;
}
