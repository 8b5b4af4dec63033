"use client";

import { startAuthentication, startRegistration } from "@simplewebauthn/browser";

// The browser side of passkeys: the WebAuthn ceremonies through @simplewebauthn/browser, and the
// JSON posts around them. Errors come back as the sentence to show (null: the person cancelled):
// the server's (the API's, English by rule), else ours in the reader's words (account.passkey).

export type PasskeyMessage = (key: "failed" | "notCreated" | "requestFailed", values?: { status: number }) => string;

async function postJson<T>(say: PasskeyMessage, path: string, body: unknown): Promise<T> {
  const response = await fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    credentials: "same-origin",
  });
  const answer = (await response.json().catch(() => null)) as (T & { message?: string }) | null;
  if (!response.ok || !answer) throw new Error(answer?.message ?? say("requestFailed", { status: response.status }));
  return answer;
}

function sentenceOf(say: PasskeyMessage, error: unknown): string | null {
  // The browser's own dialog was closed, or another ceremony took over: nothing to say.
  if (error instanceof Error && (error.name === "NotAllowedError" || error.name === "AbortError")) return null;
  return error instanceof Error ? error.message : say("failed");
}

/**
 * Signs in with a passkey (`sign-in`: alone; `second-factor`: the second step of a password
 * sign-in) and goes on to where the server says; `autofill` waits for the browser's username
 * suggestions instead of opening its dialog.
 */
export async function signInWithPasskey(
  say: PasskeyMessage,
  step: "sign-in" | "second-factor",
  next: string | undefined,
  autofill = false,
): Promise<string | null> {
  try {
    const optionsJSON = await postJson<Parameters<typeof startAuthentication>[0]["optionsJSON"]>(say, "/auth/passkey/options", { step });
    const response = await startAuthentication({ optionsJSON, useBrowserAutofill: autofill });
    const { location } = await postJson<{ location: string }>(say, "/auth/passkey", { step, response, next });
    window.location.assign(location);
    return null;
  } catch (error) {
    return sentenceOf(say, error);
  }
}

/** Creates a passkey for the signed-in account and registers it under `name`. */
export async function addPasskey(say: PasskeyMessage, name: string): Promise<string | null> {
  try {
    const optionsJSON = await postJson<Parameters<typeof startRegistration>[0]["optionsJSON"]>(
      say,
      "/api/v3/auth/self/passkeys/options",
      {},
    );
    const response = await startRegistration({ optionsJSON });
    await postJson(say, "/api/v3/auth/self/passkeys", { name, response });
    return null;
  } catch (error) {
    return sentenceOf(say, error) ?? say("notCreated");
  }
}
