"use client";

import { useTranslations } from "next-intl";
import { Command, defaultFilter } from "cmdk";
import { useRouter } from "next/navigation";
import { type MouseEvent, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useToast } from "@/components/ui/toast";
import { applyTheme, useSaveSettings } from "@/components/settings/save-settings";
import { type ThemeId, themeList } from "@/lib/settings/themes";
import type { ManualEntry } from "@/lib/site/manual";
import { destinationsFor } from "./destinations";
import { usePaletteRegistry } from "./registry";
import { usePasteSearch } from "./paste-search";
import "./command-palette.css";
import { useViewer } from "@/components/viewer/viewer";

type Theme = ThemeId;
/** The entry that searches every public paste for what is typed (/explore?q=). */
const SITE_SEARCH = "go:search-public";

/** Most themes are named by their makers ("Dracula", "Solarized Light"), in every language; these are words, translated. */
const WORDED_THEMES = new Set<string>(["system", "light", "dark"]);

/**
 * Ranks what a person typed against an entry's label (the first keyword) before its other
 * keywords, and whole words before cmdk's fuzzy match, so "sign in" finds "Sign in" first
 * rather than a fuzzy hit like "Settings".
 */
export function paletteFilter(value: string, search: string, keywords: string[] = []): number {
  const query = search.trim().toLowerCase();
  if (!query) return 1;
  // Always offered for what is typed, and last: Enter still runs the command the words name.
  if (value === SITE_SEARCH) return 0.01;
  const label = (keywords[0] ?? value).toLowerCase();
  if (label === query) return 1;
  if (label.startsWith(query)) return 0.95;
  if (label.includes(query)) return 0.9;
  const haystack = keywords.join(" ").toLowerCase();
  const words = query.split(/\s+/);
  if (words.every((word) => haystack.includes(word))) return 0.7;
  return defaultFilter(label, query) * 0.4;
}

interface PaletteEntry {
  value: string;
  label: string;
  group: string;
  keywords?: string[];
  hint?: string;
  /** A search hit's matched line: escaped HTML with <mark>s (lib/search/snippet.ts). */
  snippet?: string;
  /**
   * Offered only once something is typed (the manual's pages: all of them at once would bury the
   * commands). Such entries are in the list all along, hidden and disabled while the search is
   * empty, rather than added when it changes: cmdk draws an entry added with the search only
   * after it has highlighted the first match, which would then not be the best one.
   */
  untilSearch?: boolean;
  /** What choosing the entry does: kept as data so building the list runs nothing. */
  action: PaletteAction;
}

type PaletteAction =
  { kind: "page"; run: () => void } | { kind: "go"; href: string } | { kind: "theme"; theme: Theme } | { kind: "sign-out" };

interface CommandPaletteProps {
  /** The theme the page was rendered with (the saved one). */
  theme: Theme;
  /** The pages of the manual served at /docs, found by their titles and headings. */
  manual: readonly ManualEntry[];
}

/**
 * Ctrl/Cmd+K: jump anywhere, switch the theme (previewed while highlighted, saved when chosen),
 * and run the actions the current page registered (useRegisterPaletteActions). A native modal
 * <dialog> keeps focus inside and gives it back to the opener on close.
 */
async function signOut() {
  await fetch("/auth/logout", { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" } });
  window.location.assign("/");
}

export function CommandPalette({ theme, manual }: CommandPaletteProps) {
  const viewer = useViewer();
  const username = viewer?.username ?? null;
  const isAdmin = viewer?.isAdmin ?? false;
  const { open, setOpen, pageActions } = usePaletteRegistry();
  const router = useRouter();
  const toast = useToast();
  const saveSettings = useSaveSettings();
  const t = useTranslations("site.palette");
  const untitled = useTranslations("paste")("untitled");
  const themeWords = useTranslations("site.themeNames");
  const themeName = useCallback(
    (id: Theme) =>
      WORDED_THEMES.has(id) ? themeWords(id as "system" | "light" | "dark") : (themeList.find((choice) => choice.id === id)?.label ?? id),
    [themeWords],
  );
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [search, setSearch] = useState("");
  const [highlighted, setHighlighted] = useState("");
  // The theme to return to when the palette closes without a choice.
  const committedTheme = useRef<string>(theme);

  useEffect(() => {
    committedTheme.current = theme;
  }, [theme]);

  // Capture phase, so the shortcut works inside editors that handle keys themselves.
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === "k") {
        event.preventDefault();
        event.stopPropagation();
        setOpen(!dialogRef.current?.open);
      }
    }
    window.addEventListener("keydown", onKeyDown, { capture: true });
    return () => window.removeEventListener("keydown", onKeyDown, { capture: true });
  }, [setOpen]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      committedTheme.current = document.documentElement.dataset.theme ?? theme;
      setSearch("");
      dialog.showModal();
      // React's autoFocus ran while the dialog was still closed; focus the input now it shows.
      dialog.querySelector<HTMLInputElement>("[cmdk-input]")?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open, theme]);

  const close = useCallback(() => {
    document.documentElement.dataset.theme = committedTheme.current;
    setOpen(false);
  }, [setOpen]);

  /** Closes first, so focus is back on the page (clipboard writes need a focused document). */
  const runAfterClose = useCallback(
    (action: () => void) => {
      close();
      setTimeout(action, 0);
    },
    [close],
  );

  const chooseTheme = useCallback(
    async (chosen: Theme) => {
      committedTheme.current = chosen;
      applyTheme(chosen);
      setOpen(false);
      const saved = await saveSettings({ theme: chosen });
      if (saved.ok) {
        toast(t("themeSet", { theme: themeName(chosen) }));
        router.refresh();
      } else {
        toast(saved.message, "error");
      }
    },
    [router, setOpen, toast, t, themeName, saveSettings],
  );

  const hits = usePasteSearch(open && username !== null ? search : "");

  const entries = useMemo<PaletteEntry[]>(() => {
    const list: PaletteEntry[] = pageActions.map((action) => ({
      value: `page:${action.id}`,
      label: action.label,
      group: t("groups.page"),
      action: { kind: "page", run: action.run },
    }));
    for (const hit of hits) {
      list.push({
        value: `paste:${hit.paste.id}`,
        label: hit.paste.title.trim() || untitled,
        group: t("groups.pastes"),
        // The server already matched these: the typed words as keywords keep cmdk from hiding them.
        keywords: [search],
        snippet: hit.match.snippet,
        action: { kind: "go", href: `/${hit.paste.id}${hit.match.anchor ?? ""}` },
      });
    }
    const viewing = username === null ? null : { username, isAdmin };
    for (const { href, ...destination } of destinationsFor(viewing, (id) => t(`go.${id}`))) {
      list.push({ ...destination, group: t("groups.go"), action: { kind: "go", href } });
    }
    for (const choice of themeList) {
      list.push({
        value: `theme:${choice.id}`,
        label: t("theme", { name: themeName(choice.id) }),
        group: t("groups.theme"),
        keywords: ["switch theme", "appearance", "colour", "color"],
        hint: choice.id === theme ? t("current") : undefined,
        action: { kind: "theme", theme: choice.id },
      });
    }
    if (username) {
      list.push({
        value: "account:sign-out",
        label: t("signOut"),
        group: t("groups.account"),
        keywords: ["log out", "logout"],
        action: { kind: "sign-out" },
      });
    } else {
      list.push({
        value: "account:sign-in",
        label: t("signIn"),
        group: t("groups.account"),
        keywords: ["log in", "login"],
        action: { kind: "go", href: "/login" },
      });
      list.push({
        value: "account:sign-up",
        label: t("signUp"),
        group: t("groups.account"),
        keywords: ["sign up", "register"],
        action: { kind: "go", href: "/signup" },
      });
    }
    // The manual's pages, after the commands: cmdk sorts the entries within a group, but the
    // groups stay in this order, and "Sign in" must come before the page "Two-factor sign-in".
    for (const page of manual) {
      if (page.href === "/docs") continue;
      list.push({
        value: `docs:${page.href}`,
        label: page.title,
        group: t("groups.manual"),
        keywords: [...page.headings, "manual", "docs"],
        // The audience's folder (use, operate, api, develop): "Pastes" for users or for the API.
        hint: page.href.split("/")[2],
        untilSearch: true,
        action: { kind: "go", href: page.href },
      });
    }
    // The site-wide search of what is typed (/explore), in a group of its own after every other:
    // the palette highlights the first entry, which stays the command the words name.
    if (search.trim().length >= 2) {
      list.push({
        value: SITE_SEARCH,
        label: t("searchPublic", { query: search.trim() }),
        group: t("groups.search"),
        keywords: [search],
        action: { kind: "go", href: `/explore?${new URLSearchParams({ q: search.trim() }).toString()}` },
      });
    }
    return list;
  }, [pageActions, hits, search, username, isAdmin, theme, manual, t, untitled, themeName]);

  function select(action: PaletteAction) {
    switch (action.kind) {
      case "page":
        return runAfterClose(action.run);
      case "go":
        return runAfterClose(() => router.push(action.href));
      case "theme":
        return void chooseTheme(action.theme);
      case "sign-out":
        return runAfterClose(() => void signOut());
    }
  }

  // Live preview: a highlighted theme shows at once; moving away or closing restores the saved one.
  useEffect(() => {
    if (!open) return;
    const previewed = themeList.find((choice) => `theme:${choice.id}` === highlighted.toLowerCase());
    document.documentElement.dataset.theme = previewed ? previewed.id : committedTheme.current;
  }, [highlighted, open]);

  const groups = [...new Set(entries.map((entry) => entry.group))];
  const waiting = (entry: PaletteEntry) => entry.untilSearch === true && !search.trim();

  function onDialogClick(event: MouseEvent<HTMLDialogElement>) {
    // A click on the backdrop lands on the <dialog> itself, outside its content box.
    if (event.target === dialogRef.current) close();
  }

  return (
    // The backdrop click is the pointer's way out; Escape (onCancel) is the keyboard's.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      className="palette-dialog"
      aria-label={t("label")}
      onClose={close}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClick={onDialogClick}
    >
      {open ? (
        <Command label={t("label")} value={highlighted} onValueChange={setHighlighted} filter={paletteFilter} loop vimBindings={false}>
          <Command.Input className="palette-input" value={search} onValueChange={setSearch} placeholder={t("placeholder")} autoFocus />
          <Command.List className="palette-list" label={t("commands")}>
            <Command.Empty className="palette-empty">{t("empty")}</Command.Empty>
            {groups.map((group) => {
              const members = entries.filter((entry) => entry.group === group);
              // cmdk sets the group's own `hidden` as it filters; a group of waiting entries hides its heading by class.
              const groupClass = members.every(waiting) ? "palette-group palette-group-waiting" : "palette-group";
              return (
                <Command.Group key={group} heading={group} className={groupClass}>
                  {members.map((entry) => (
                    <Command.Item
                      key={entry.value}
                      value={entry.value}
                      keywords={[entry.label, ...(entry.keywords ?? [])]}
                      hidden={waiting(entry)}
                      disabled={waiting(entry)}
                      onSelect={() => select(entry.action)}
                      className="palette-item"
                    >
                      <span>{entry.label}</span>
                      {entry.snippet ? <code className="palette-snippet" dangerouslySetInnerHTML={{ __html: entry.snippet }} /> : null}
                      {entry.hint ? <span className="palette-hint">{entry.hint}</span> : null}
                    </Command.Item>
                  ))}
                </Command.Group>
              );
            })}
          </Command.List>
          <p className="palette-footer muted">{t.rich("keys", { kbd: (chunks) => <kbd translate="no">{chunks}</kbd> })}</p>
        </Command>
      ) : null}
    </dialog>
  );
}
