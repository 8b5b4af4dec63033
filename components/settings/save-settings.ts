"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { type PageTheme, pageThemeDataset } from "@/lib/settings/page-theme";

// The browser side of saving settings: one place that talks to the settings endpoints, so the
// settings pages and the command palette report errors the same way.

export type SaveResult<T> = { ok: true; value: T } | { ok: false; message: string };

/** What a failure says when the server's answer has no message of its own (the API's messages stay English). */
interface FailureWords {
  unreachable: string;
  failed: (status: number) => string;
}

export type ApiRequest = <T = unknown>(path: string, init?: RequestInit & { json?: unknown }) => Promise<SaveResult<T>>;

/** A v3 request from this page (session cookie, same origin); the error sentence on failure. */
async function apiRequest<T>(path: string, init: RequestInit & { json?: unknown }, words: FailureWords): Promise<SaveResult<T>> {
  const { json, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (json !== undefined) headers.set("Content-Type", "application/json");
  try {
    const response = await fetch(path, {
      ...rest,
      headers,
      body: json !== undefined ? JSON.stringify(json) : rest.body,
      credentials: "same-origin",
    });
    if (!response.ok) {
      const body = (await response.json().catch(() => null)) as { message?: string } | null;
      return { ok: false, message: body?.message ?? words.failed(response.status) };
    }
    const value: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined);
    return { ok: true, value: value as T };
  } catch {
    return { ok: false, message: words.unreachable };
  }
}

/** apiRequest, saying in the reader's language what went wrong when the server could not. */
export function useApiRequest(): ApiRequest {
  const t = useTranslations("site.request");
  return useCallback(
    <T>(path: string, init: RequestInit & { json?: unknown } = {}) =>
      apiRequest<T>(path, init, { unreachable: t("unreachable"), failed: (status) => t("failed", { status }) }),
    [t],
  );
}

/** PATCH /api/v3/settings: the user's settings when signed in, this browser's otherwise. */
export function useSaveSettings(): (patch: Record<string, unknown>) => Promise<SaveResult<Record<string, unknown>>> {
  const request = useApiRequest();
  return useCallback((patch) => request<Record<string, unknown>>("/api/v3/settings", { method: "PATCH", json: patch }), [request]);
}

/** Shows a theme at once, without waiting for the page to re-render. */
export function applyTheme(theme: string): void {
  document.documentElement.dataset.theme = theme;
}

/** Shows a theme and System's light and dark themes at once (lib/settings/page-theme.ts). */
export function applyPageTheme(pageTheme: PageTheme): void {
  Object.assign(document.documentElement.dataset, pageThemeDataset(pageTheme));
}
