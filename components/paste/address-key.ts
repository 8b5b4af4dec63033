"use client";

// The key of an end-to-end encrypted page lives in its address's fragment. Hiding it (the
// reader's Hide key, or the writer's choice of a link that hides it once open) takes it out of
// the address bar and the tab's history entry; this page remembers it, so its own links (edit,
// history) and Copy link still carry it. A reload, having no key in its address, asks for it.

/** The hidden fragment, and the page it belongs to: a client-side move to another paste leaves it behind. */
let hidden: { pathname: string; fragment: string } | null = null;

/** The fragment holding this page's key (`#k=…`), from the address or remembered after hiding it; "" if none. */
export function pageKeyFragment(): string {
  const hash = window.location.hash;
  if (hash.includes("k=")) return hash;
  return hidden?.pathname === window.location.pathname ? hidden.fragment : "";
}

/** Takes the key out of the address bar and this page's history entry, leaving the paste open. */
export function hideKeyFromAddress(): void {
  if (window.location.hash.includes("k=")) hidden = { pathname: window.location.pathname, fragment: window.location.hash };
  window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
}
