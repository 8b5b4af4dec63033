"use client";

import { useEffect } from "react";
import { pageKeyFragment } from "@/components/paste/address-key";

/**
 * Links to this paste's own pages (edit, history, versions, diffs) take the key along in their
 * fragment, so those pages can open the paste too. The fragment is never sent with a request, and
 * it goes only to pages of the same paste; every other link leaves it behind.
 */
export function useKeyOnPasteLinks(pasteId: string): void {
  useEffect(() => {
    function carryKey(event: MouseEvent) {
      const hash = pageKeyFragment();
      const anchor = (event.target as Element | null)?.closest?.("a[href]");
      if (!hash.includes("k=") || !(anchor instanceof HTMLAnchorElement) || event.defaultPrevented) return;
      const url = new URL(anchor.href);
      const path = url.pathname;
      const ownPage = url.origin === window.location.origin && (path === `/${pasteId}` || path.startsWith(`/${pasteId}/`));
      if (!ownPage || url.hash || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      // Ahead of the client router, which would drop the fragment: a plain navigation that keeps it.
      event.preventDefault();
      event.stopPropagation();
      window.location.assign(`${url.pathname}${url.search}${hash}`);
    }
    document.addEventListener("click", carryKey, true);
    return () => document.removeEventListener("click", carryKey, true);
  }, [pasteId]);
}
