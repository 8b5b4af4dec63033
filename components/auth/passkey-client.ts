"use client";

import { startAuthentication, startRegistration } from "@simplewebauthn/browser";

// The browser side of passkeys: the WebAuthn ceremonies through @simplewebauthn/browser, and the
// JSON posts around them. Errors come back as the sentence to show (null: the person cancelled).

async function postJson<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    credentials: "same-origin",
  });
  const answer = (await response.json().catch(() => null)) as (T & { message?: string }) | null;
  if (!response.ok || !answer) throw new Error(answer?.message ?? `The request failed (${response.status}).`);
  return answer;
}

function sentenceOf(error: unknown): string | null {
  // The browser's own dialog was closed, or another ceremony took over: nothing to say.
  if (error instanceof Error && (error.name === "NotAllowedError" || error.name === "AbortError")) return null;
  return error instanceof Error ? error.message : "The passkey did not work.";
}

/**
 * Signs in with a passkey (`sign-in`: alone; `second-factor`: the second step of a password
 * sign-in) and goes on to where the server says; `autofill` waits for the browser's username
 * suggestions instead of opening its dialog.
 */
export async function signInWithPasskey(
  step: "sign-in" | "second-factor",
  next: string | undefined,
  autofill = false,
): Promise<string | null> {
  try {
    const optionsJSON = await postJson<Parameters<typeof startAuthentication>[0]["optionsJSON"]>("/auth/passkey/options", { step });
    const response = await startAuthentication({ optionsJSON, useBrowserAutofill: autofill });
    const { location } = await postJson<{ location: string }>("/auth/passkey", { step, response, next });
    window.location.assign(location);
    return null;
  } catch (error) {
    return sentenceOf(error);
  }
}

/** Creates a passkey for the signed-in account and registers it under `name`. */
export async function addPasskey(name: string): Promise<string | null> {
  try {
    const optionsJSON = await postJson<Parameters<typeof startRegistration>[0]["optionsJSON"]>("/api/v3/auth/self/passkeys/options", {});
    const response = await startRegistration({ optionsJSON });
    await postJson("/api/v3/auth/self/passkeys", { name, response });
    return null;
  } catch (error) {
    return sentenceOf(error) ?? "The passkey was not created.";
  }
}
