"use client";

import { useTranslations } from "next-intl";
import { usePathname } from "next/navigation";
import type { MouseEvent } from "react";

/** The pages whose content is the paste editor: a new paste ("/", with or without ?clone=) and an edit. */
function isEditorPage(pathname: string): boolean {
  return pathname === "/" || /^\/[^/]+\/edit$/.test(pathname);
}

/**
 * The first stop of the keyboard on every page. On the editor's pages it skips to the editor
 * itself (past the header and the paste's title and tabs), elsewhere to the main content.
 */
export function SkipLink() {
  const pathname = usePathname();
  const t = useTranslations("site.skip");
  if (!isEditorPage(pathname)) {
    return (
      <a href="#main" className="skip-link">
        {t("content")}
      </a>
    );
  }
  return (
    <a href="#editor" className="skip-link" onClick={focusEditor}>
      {t("editor")}
    </a>
  );
}

/** Puts the cursor into the shown pasty's editor; before CodeMirror has loaded, the link only scrolls. */
function focusEditor(event: MouseEvent<HTMLAnchorElement>) {
  const content = document.querySelector<HTMLElement>('#editor [data-testid="editor-pane"]:not([hidden]) .cm-content');
  if (!content) return;
  event.preventDefault();
  content.focus();
}
