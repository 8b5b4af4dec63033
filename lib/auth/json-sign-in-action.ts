import type { z } from "zod";
import { readJsonBody } from "../http/body";
import { responseForError } from "../http/error-response";
import { json } from "../http/responses";
import { assertFormAllowed } from "../rate-limit/requests";
import type { FormOutcome } from "./form-action";
import { assertSameOrigin } from "./origin";

// Sign-in steps a page's script posts as JSON (passkeys need the browser's WebAuthn API, so no
// plain form can carry them): the same cross-site check and budget as the login forms, errors in
// the v3 shape, and a sign-in answered as `{"location"}` with its cookies.

const MAX_BODY_BYTES = 64 * 1024;

export function jsonSignInAction<B>(
  schema: z.ZodType<B>,
  handler: (body: B, request: Request) => Promise<FormOutcome | object>,
): (request: Request) => Promise<Response> {
  return async (request) => {
    try {
      // Also blocks login CSRF: another site cannot sign a visitor into an account of its own.
      assertSameOrigin(request);
      await assertFormAllowed(request);
      const body = schema.parse(await readJsonBody(request, MAX_BODY_BYTES, { requireJsonType: true }));
      const result = await handler(body, request);
      if (!("location" in result)) return json(result, { headers: { "Cache-Control": "no-store" } });
      const headers = new Headers({ "Cache-Control": "no-store" });
      for (const cookie of result.cookies ?? []) headers.append("Set-Cookie", cookie);
      return json({ location: result.location }, { headers });
    } catch (error) {
      return responseForError(error, "v3", request.headers.get("x-request-id") ?? crypto.randomUUID());
    }
  };
}
