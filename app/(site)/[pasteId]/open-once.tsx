"use server";

import { headers } from "next/headers";
import type { ReactNode } from "react";
import { PasteArticle } from "@/components/paste/paste-article";
import { pageCaller } from "@/lib/auth/current-user";
import { assertSameOriginHeaders } from "@/lib/auth/origin";
import { openPastePage } from "@/lib/pastes/page";
import { readUnlockKey } from "@/lib/pastes/unlock";
import { pageSettings } from "@/lib/settings/page-settings";

/**
 * The open button of a burn-after-reading paste's page: a POST from this site only (another site
 * must not make a visitor's browser consume a paste), answered with the paste, which it deleted.
 */
export async function openOncePaste(pasteId: string): Promise<ReactNode> {
  assertSameOriginHeaders(await headers());
  const [page, settings] = await Promise.all([
    openPastePage(await pageCaller(), pasteId, await readUnlockKey(pasteId)),
    pageSettings(),
  ]);
  return <PasteArticle page={page} settings={settings} />;
}
