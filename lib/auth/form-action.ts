import { z } from "zod";
import { storageProblemOf } from "../db/driver-errors";
import { noteStorageProblem, storageMessages } from "../db/storage";
import { AppError } from "../core/errors";
import { readBodyText } from "../http/body";
import { logger } from "../core/logger";
import { assertFormAllowed } from "../rate-limit/requests";
import { formErrorCode } from "./form-errors";
import { sameSitePath } from "./next-path";
import { assertSameOrigin } from "./origin";

// Handlers for the login forms (plain HTML form posts, so they work without JavaScript): every
// outcome is a 303 redirect, failures back to the form with the code of a message to show.

export interface FormOutcome {
  location: string;
  cookies?: string[];
}

const MAX_FORM_BYTES = 16 * 1024;

export function formAction(
  failurePage: string,
  handler: (form: Record<string, string>, request: Request) => Promise<FormOutcome>,
): (request: Request) => Promise<Response> {
  return async (request) => {
    let form: Record<string, string> = {};
    try {
      // Also blocks login CSRF: another site cannot sign a visitor into an account of its own.
      assertSameOrigin(request);
      await assertFormAllowed(request);
      form = Object.fromEntries(new URLSearchParams(await readBodyText(request, MAX_FORM_BYTES)));
      return redirect(await handler(form, request));
    } catch (error) {
      if (error instanceof AppError && error.status === 429) return tooManyAttempts(error, failurePage);
      const storage = storageProblemOf(error);
      if (storage) {
        noteStorageProblem(storage, error);
        return explanationPage(507, "Nothing can be saved right now", storageMessages[storage], {}, failurePage);
      }
      if (!(error instanceof AppError) && !(error instanceof z.ZodError)) logger().error({ err: error }, "login form failed");
      const back = new URL(failurePage, "http://placeholder");
      back.searchParams.set("error", formErrorCode(error));
      if (form.username) back.searchParams.set("username", form.username.slice(0, 40));
      const next = sameSitePath(form.next);
      if (next) back.searchParams.set("next", next);
      return redirect({ location: `${back.pathname}${back.search}` });
    }
  };
}

export function redirect({ location, cookies = [] }: FormOutcome): Response {
  const headers = new Headers({ Location: location, "Cache-Control": "no-store" });
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return new Response(null, { status: 303, headers });
}

/**
 * A lockout (lib/rate-limit: a used-up write budget, too many failed sign-ins or sign-ups) is
 * answered 429 with Retry-After, so password-guessing tools see it plainly, and a short page
 * that explains it to a person. Storage that is full or read-only is answered 507 the same way.
 */
export function tooManyAttempts(error: AppError, failurePage: string): Response {
  return explanationPage(429, "Too many attempts", error.message, error.headers, failurePage);
}

/** A failure a form cannot send back to itself: its status, and a short page for a person. */
function explanationPage(status: number, title: string, message: string, headers: Record<string, string>, backTo: string): Response {
  const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)} · Myst</title></head><body><main><h1>${escape(title)}</h1><p>${escape(message)}</p><p><a href="${escape(backTo)}">Back</a></p></main></body></html>`;
  return new Response(page, {
    status,
    headers: { ...headers, "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}
