import { expect } from "vitest";

// Accounts on a running server (lib/testing/server-process.ts), made the way a person and a
// script make them: the sign-up form, then an access token from the session.

export interface Account {
  username: string;
  cookie: string;
  token: string;
}

export async function signUp(base: string, username: string): Promise<Account> {
  const response = await fetch(`${base}/auth/signup`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base },
    body: new URLSearchParams({ username, password: "correct horse battery" }),
  });
  expect(response.status).toBe(303);
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
  const created = await fetch(`${base}/api/v3/auth/self/access_tokens`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: cookie, Origin: base },
    body: JSON.stringify({ scopes: ["paste", "paste:read", "user", "user:read"], expiresIn: "never" }),
  });
  expect(created.status, await created.clone().text()).toBe(201);
  return { username, cookie, token: ((await created.json()) as { accessToken: string }).accessToken };
}

/** A JSON call as `account` (a bearer token), or anonymously. */
export async function call(base: string, account: Account | null, method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${base}${path}`, {
    method,
    headers: {
      ...(account ? { Authorization: `Bearer ${account.token}` } : {}),
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
