"use server";

import { headers } from "next/headers";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { E2ePasteArticle } from "@/components/end-to-end/paste-article";
import { PasteArticle } from "@/components/paste/paste-article";
import { pageCaller } from "@/lib/auth/current-user";
import { assertSameOriginHeaders } from "@/lib/auth/origin";
import { AppError } from "@/lib/core/errors";
import { answerCurrentRequestWith } from "@/lib/http/request-context";
import { openPastePage } from "@/lib/pastes/page";
import { readUnlockKey } from "@/lib/pastes/unlock";
import { pageSettings } from "@/lib/settings/page-settings";

/** What the open button gets: the paste, or why it could not be opened (never a failed request). */
export type OpenOnceResult = { opened: ReactNode } | { refused: string };

/**
 * The open button of a burn-after-reading paste's page: a POST from this site only (another site
 * must not make a visitor's browser consume a paste), answered with the paste, which it deleted.
 * The expected refusals — someone else opened it first (404), a post from elsewhere (403), the
 * moderators held it back meanwhile (451) — are
 * the page's own messages with their status (set by the custom server: an action cannot), not a
 * server error. A post from another site is refused before it gets here (cross-site-posts.ts).
 */
const REFUSALS = { 404: "gone", 403: "elsewhere", 451: "underReview" } as const satisfies Record<number, string>;

export async function openOncePaste(pasteId: string): Promise<OpenOnceResult> {
  try {
    assertSameOriginHeaders(await headers());
    const [page, settings] = await Promise.all([openPastePage(await pageCaller(), pasteId, await readUnlockKey(pasteId)), pageSettings()]);
    return {
      opened: page.paste.e2e ? <E2ePasteArticle page={page} settings={settings} /> : <PasteArticle page={page} settings={settings} />,
    };
  } catch (error) {
    if (!(error instanceof AppError) || !(error.status in REFUSALS)) throw error;
    answerCurrentRequestWith(error.status);
    const t = await getTranslations("reader.once");
    return { refused: t(REFUSALS[error.status as keyof typeof REFUSALS]) };
  }
}
