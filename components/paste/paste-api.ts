// The paste page's calls to the v3 API, made with the visitor's session cookie (same origin, so
// the CSRF rule passes; an encrypted paste's key travels in its HttpOnly unlock cookie).

/**
 * A refusal of the API: its message (English, as the API's are), or none when its answer had
 * none, for the page to word with the status (useBusyAction).
 */
export class PasteApiError extends Error {
  constructor(
    readonly serverMessage: string | null,
    readonly status = 0,
  ) {
    super(serverMessage ?? `HTTP ${status}`);
  }
}

export async function pasteApi<T = unknown>(path: string, init: RequestInit = {}): Promise<T | null> {
  const response = await fetch(`/api/v3/pastes/${path}`, {
    credentials: "same-origin",
    ...init,
    headers: { ...(init.body ? { "Content-Type": "application/json" } : {}), ...init.headers },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new PasteApiError(body?.message ?? null, response.status);
  }
  return response.status === 204 ? null : ((await response.json()) as T);
}
