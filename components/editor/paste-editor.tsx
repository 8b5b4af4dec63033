"use client";

import type { EditorView } from "@codemirror/view";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { flushSync } from "react-dom";
import { type DragEvent, type FormEvent, type KeyboardEvent, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Button, ButtonLink } from "@/components/ui/button";
import { copyText } from "@/components/ui/copy-button";
import { ConfirmDialog, Dialog } from "@/components/ui/dialog";
import { Field, fieldDescriptionIds } from "@/components/ui/field";
import { useToast } from "@/components/ui/toast";
import { DRAFT_STORAGE_KEY, type Draft, draftHasWork, parseDraft, sameWork, serializeDraft } from "@/lib/editor/draft";
import { flagConflict } from "@/lib/editor/flags";
import {
  AUTODETECT_LANGUAGE,
  type EditorLanguage,
  findEditorLanguage,
  languageForFilename,
  pastyTitleForFilename,
  TEXT_LANGUAGE,
} from "@/lib/editor/languages";
import type { EditorInitial, EditorPreferences } from "@/lib/editor/page-data";
import { createPasteBody, type EditorPasty, editPasteBody, tagsChanged } from "@/lib/editor/request";
import { fieldForServerError, readServerError } from "@/lib/editor/server-errors";
import { describeFindings, redactSecrets } from "@/lib/editor/secrets";
import { type EditorLimits, type FieldErrors, pastyField, utf8Length, validatePasteForm } from "@/lib/editor/validation";
import { pastyName } from "@/lib/pastes/names";
import { SECRET_KIND_LABELS } from "@/lib/secrets/scan.mjs";
import { formatBytes } from "@/lib/units";
import type { CursorPosition } from "./code-editor";
import { languageFromTitle } from "@/lib/editor/title-language";
import { LanguagePicker } from "./language-picker";
import { IndentationControl, usePastyIndentation } from "./indentation-control";
import { MarkdownModeSwitch, MarkdownPreview } from "./markdown-preview";
import { CreateOptions } from "./paste-options";
import { PastyTabs } from "./pasty-tabs";
import { TagsInput } from "./tags-input";
import { type ScannedPasty, useSecretScan } from "./use-secret-scan";
import "@/components/paste/highlight.css";
import "./editor.css";

// The create and edit form of a paste: its options, and a tabbed CodeMirror editor of pasties.
// The server renders the whole form (readable without JavaScript); CodeMirror loads in the
// browser into a space reserved for it, so nothing jumps.

const CodeEditor = dynamic(() => import("./code-editor"), {
  ssr: false,
  loading: () => <div className="code-editor-loading" aria-hidden="true" />,
});

export interface PasteEditorProps {
  mode: "create" | "edit";
  /** Edit: the paste being edited. */
  pasteId?: string;
  initial: EditorInitial;
  languages: EditorLanguage[];
  preferences: EditorPreferences;
  limits: EditorLimits;
  expiresInValues: readonly string[];
  signedIn: boolean;
  tagSuggestions: string[];
  /** Edit of an encrypted paste: the key, sent as Encryption-Key with the changes. */
  encryptionKey?: string | null;
  /** Something to tell above the form (say, the paste to copy was not found). */
  notice?: string | null;
  /** Create: bring back the draft this browser kept (not when prefilled from another paste). */
  restoreDraft?: boolean;
}

type FormState = Omit<Draft, "pasties"> & { pasties: EditorPasty[] };

const expiryLabels: Record<string, string> = {
  never: "Never",
  "1h": "1 hour",
  "2h": "2 hours",
  "10h": "10 hours",
  "1d": "1 day",
  "2d": "2 days",
  "1w": "1 week",
  "1m": "1 month",
  "1y": "1 year",
};

const PASTE_DETECT_DELAY_MS = 300;
const TYPING_DETECT_DELAY_MS = 1200;
const DETECT_SAMPLE_CHARS = 50_000;
const DRAFT_SAVE_DELAY_MS = 400;
const MIN_DETECTABLE_LENGTH = 20;

let keyCounter = 0;
function newKey(): string {
  keyCounter += 1;
  return `n${Date.now().toString(36)}${keyCounter}`;
}

function initialState(initial: EditorInitial): FormState {
  // Keys of the server-rendered pasties are positional, so the server and the browser agree.
  const pasties = initial.pasties.map((pasty, index) => ({ key: `p${index}`, ...pasty }));
  return {
    title: initial.title,
    expiresIn: initial.expiresIn,
    private: false,
    pinned: false,
    anonymous: false,
    encrypted: false,
    tags: initial.tags,
    pasties,
    activeKey: pasties[0]!.key,
  };
}

/** The DOM id of the control a field error belongs to (for focus and aria-describedby). */
const fieldIds = {
  title: "paste-title",
  expiresIn: "paste-expires",
  tags: "paste-tags",
  password: "paste-password",
  flags: "paste-private",
  pasties: "pasty-tabs",
  content: "pasty-content",
  form: "paste-form-alert",
} as const;

export function PasteEditor(props: PasteEditorProps) {
  const { mode, pasteId, languages, preferences, limits, expiresInValues, signedIn, tagSuggestions, encryptionKey, notice } = props;
  const router = useRouter();
  const toast = useToast();
  const [baseline] = useState(() => initialState(props.initial));
  const [form, setForm] = useState<FormState>(baseline);
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  // Markdown pasties: the rendered preview instead of the editor, until Write is chosen again.
  const [previewing, setPreviewing] = useState(false);
  const { indentationOf, setIndentation } = usePastyIndentation(
    useMemo(() => ({ unit: props.preferences.indentation, width: props.preferences.indentWidth }), [props.preferences]),
  );
  const [submitting, setSubmitting] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const [restored, setRestored] = useState(false);
  const [cursor, setCursor] = useState<CursorPosition>({ line: 1, column: 1, selected: 0 });
  const [wrap, setWrap] = useState(preferences.wrap);
  const [detecting, setDetecting] = useState<ReadonlySet<string>>(new Set());
  const [dropping, setDropping] = useState(false);
  const [closing, setClosing] = useState<string | null>(null);
  const submittedRef = useRef(false);
  const formRef = useRef(form);
  formRef.current = form;
  const views = useRef(new Map<string, EditorView>());
  const detectTimers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const detectRuns = useRef(new Map<string, number>());
  const [alertKey, setAlertKey] = useState(0);
  const secretScan = useSecretScan(form.pasties);
  /** Before publishing: what was found, while the writer chooses what to do about it. */
  const [secretsFound, setSecretsFound] = useState<ReadonlyMap<string, ScannedPasty> | null>(null);
  const secretMarks = useMemo(
    () =>
      new Map(
        [...secretScan.scanned].map(([key, scanned]) => [
          key,
          {
            content: scanned.content,
            findings: scanned.findings,
            marks: scanned.findings.map((finding) => ({ ...finding, label: SECRET_KIND_LABELS[finding.kind] ?? finding.kind })),
          },
        ]),
      ),
    [secretScan.scanned],
  );

  const active = form.pasties.find((pasty) => pasty.key === form.activeKey) ?? form.pasties[0]!;
  const activeIndex = form.pasties.indexOf(active);
  const dirty = !sameWork(form, baseline);
  const totalBytes = useMemo(() => form.pasties.reduce((sum, pasty) => sum + utf8Length(pasty.content), 0), [form.pasties]);

  // ---- state helpers ------------------------------------------------------------------------

  const clearErrors = useCallback((...fields: string[]) => {
    setErrors((current) => {
      if (!fields.some((field) => field in current)) return current;
      const next = { ...current };
      for (const field of fields) delete next[field];
      return next;
    });
  }, []);

  const updatePasty = useCallback((key: string, patch: Partial<EditorPasty>) => {
    setForm((current) => ({
      ...current,
      pasties: current.pasties.map((pasty) => (pasty.key === key ? { ...pasty, ...patch } : pasty)),
    }));
  }, []);

  // ---- language detection -------------------------------------------------------------------

  const detect = useCallback(
    async (key: string) => {
      const pasty = formRef.current.pasties.find((candidate) => candidate.key === key);
      if (!pasty || pasty.language !== AUTODETECT_LANGUAGE) return;
      if (pasty.content.trim().length < MIN_DETECTABLE_LENGTH) {
        updatePasty(key, { detected: null });
        return;
      }
      const run = (detectRuns.current.get(key) ?? 0) + 1;
      detectRuns.current.set(key, run);
      setDetecting((current) => new Set(current).add(key));
      try {
        const response = await fetch("/api/v3/langs/autodetect", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(pasty.content.slice(0, DETECT_SAMPLE_CHARS)),
        });
        if (!response.ok) return;
        const language = (await response.json()) as { name?: string };
        const still = formRef.current.pasties.find((candidate) => candidate.key === key);
        if (detectRuns.current.get(key) === run && still?.language === AUTODETECT_LANGUAGE && typeof language.name === "string") {
          updatePasty(key, { detected: language.name });
        }
      } catch {
        // Offline or refused: the server detects the language on save instead.
      } finally {
        if (detectRuns.current.get(key) === run) {
          setDetecting((current) => {
            const next = new Set(current);
            next.delete(key);
            return next;
          });
        }
      }
    },
    [updatePasty],
  );

  const scheduleDetect = useCallback(
    (key: string, delay: number) => {
      const timers = detectTimers.current;
      const pending = timers.get(key);
      if (pending) clearTimeout(pending);
      timers.set(
        key,
        setTimeout(() => {
          timers.delete(key);
          void detect(key);
        }, delay),
      );
    },
    [detect],
  );

  useEffect(() => {
    const timers = detectTimers.current;
    return () => timers.forEach((timer) => clearTimeout(timer));
  }, []);

  // ---- draft, hydration, leaving --------------------------------------------------------------

  useEffect(() => {
    setHydrated(true);
    if (mode !== "create" || !props.restoreDraft) {
      setRestored(true);
      return;
    }
    let draft: Draft | null = null;
    try {
      draft = parseDraft(window.localStorage.getItem(DRAFT_STORAGE_KEY), expiresInValues);
    } catch {
      // Storage can be off (private windows, policies): no draft then.
    }
    if (draft && draftHasWork(draft)) {
      setForm(draft);
      for (const pasty of draft.pasties) {
        if (pasty.language === AUTODETECT_LANGUAGE && pasty.content !== "") scheduleDetect(pasty.key, 0);
      }
    }
    setRestored(true);
    // Once, after the first render in the browser.
  }, []);

  useEffect(() => {
    if (mode !== "create" || !restored || submittedRef.current) return;
    const timer = setTimeout(() => {
      if (submittedRef.current) return;
      try {
        if (!draftHasWork(form)) window.localStorage.removeItem(DRAFT_STORAGE_KEY);
        else if (!sameWork(form, baseline)) window.localStorage.setItem(DRAFT_STORAGE_KEY, serializeDraft(form));
      } catch {
        // Full or disabled storage: the form still works, only the draft is not kept.
      }
    }, DRAFT_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [form, mode, restored, baseline]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (submittedRef.current) return;
      event.preventDefault();
      // Older browsers need returnValue set to show the prompt.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty]);

  // The status bar follows the selected tab: show where its cursor was left.
  useEffect(() => {
    const view = views.current.get(form.activeKey);
    if (!view) return;
    const { main } = view.state.selection;
    const line = view.state.doc.lineAt(main.head);
    setCursor({ line: line.number, column: main.head - line.from + 1, selected: main.to - main.from });
  }, [form.activeKey]);

  // ---- pasties --------------------------------------------------------------------------------

  const blankPasty = useCallback(
    (): EditorPasty => ({ key: newKey(), title: "", content: "", language: preferences.defaultLanguage }),
    [preferences.defaultLanguage],
  );

  function addPasty() {
    if (form.pasties.length >= limits.pasties) return;
    const pasty = blankPasty();
    setForm((current) => ({ ...current, pasties: [...current.pasties, pasty], activeKey: pasty.key }));
    clearErrors("pasties");
    focusEditorSoon(pasty.key);
  }

  function requestClose(key: string) {
    const pasty = form.pasties.find((candidate) => candidate.key === key);
    if (!pasty || form.pasties.length <= 1) return;
    if (pasty.content.trim() === "") closePasty(key);
    else setClosing(key);
  }

  function closePasty(key: string) {
    setClosing(null);
    setForm((current) => {
      if (current.pasties.length <= 1) return current;
      const index = current.pasties.findIndex((pasty) => pasty.key === key);
      const pasties = current.pasties.filter((pasty) => pasty.key !== key);
      const activeKey = current.activeKey === key ? pasties[Math.min(index, pasties.length - 1)]!.key : current.activeKey;
      return { ...current, pasties, activeKey };
    });
    views.current.delete(key);
    clearErrors(pastyField(key, "title"), pastyField(key, "content"), pastyField(key, "language"), "pasties");
  }

  function reorder(from: number, to: number) {
    setForm((current) => {
      const pasties = [...current.pasties];
      const [moved] = pasties.splice(from, 1);
      if (!moved) return current;
      pasties.splice(to, 0, moved);
      return { ...current, pasties };
    });
  }

  function select(key: string) {
    setForm((current) => ({ ...current, activeKey: key }));
  }

  function focusEditorSoon(key: string) {
    // The editor of a new tab mounts on the next render (its code may still be loading).
    let attempts = 0;
    const tryFocus = () => {
      const view = views.current.get(key);
      if (view) view.focus();
      else if (attempts++ < 20) setTimeout(tryFocus, 50);
    };
    setTimeout(tryFocus, 0);
  }

  function rename(key: string) {
    // At once, in the key's own event: a letter typed right after F2 must land in the title
    // field, not on the tab (a focus moved a task later lost it).
    flushSync(() => select(key));
    const input = document.getElementById("pasty-title") as HTMLInputElement | null;
    input?.focus();
    input?.select();
  }

  function onContentChange(key: string, content: string, pasted: boolean) {
    updatePasty(key, { content });
    clearErrors("content", pastyField(key, "content"));
    const pasty = formRef.current.pasties.find((candidate) => candidate.key === key);
    if (pasty?.language === AUTODETECT_LANGUAGE) scheduleDetect(key, pasted ? PASTE_DETECT_DELAY_MS : TYPING_DETECT_DELAY_MS);
  }

  function onLanguageChange(key: string, language: string) {
    updatePasty(key, { language, detected: null });
    clearErrors(pastyField(key, "language"));
    if (language === AUTODETECT_LANGUAGE) scheduleDetect(key, 0);
  }

  // ---- dropped files --------------------------------------------------------------------------

  const carriesFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes("Files");

  function onDragOver(event: DragEvent) {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    event.stopPropagation();
    event.dataTransfer.dropEffect = "copy";
    if (!dropping) setDropping(true);
  }

  function onDragLeave(event: DragEvent) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDropping(false);
  }

  async function onDrop(event: DragEvent) {
    if (!carriesFiles(event)) return;
    // Handled here, before CodeMirror would paste the file's text into the current tab.
    event.preventDefault();
    event.stopPropagation();
    setDropping(false);
    const files = Array.from(event.dataTransfer.files);
    const added: EditorPasty[] = [];
    const skipped: string[] = [];
    for (const file of files) {
      if (form.pasties.length + added.length >= limits.pasties) {
        skipped.push(`${file.name} (a paste has at most ${limits.pasties} pasties)`);
        continue;
      }
      if (file.size > limits.contentBytes) {
        skipped.push(`${file.name} (larger than ${formatBytes(limits.contentBytes)})`);
        continue;
      }
      const content = await file.text();
      if (content.slice(0, 8000).includes("\u0000")) {
        skipped.push(`${file.name} (not a text file)`);
        continue;
      }
      const language = languageForFilename(languages, file.name) ?? AUTODETECT_LANGUAGE;
      added.push({ key: newKey(), title: pastyTitleForFilename(file.name, limits.pastyTitle), content, language });
    }
    if (added.length > 0) {
      setForm((current) => {
        // An untouched single tab makes way for the files instead of staying empty.
        const untouched = current.pasties.length === 1 && current.pasties[0]!.content === "" && current.pasties[0]!.title === "" && !current.pasties[0]!.id;
        const pasties = untouched ? added : [...current.pasties, ...added];
        return { ...current, pasties, activeKey: added[0]!.key };
      });
      for (const pasty of added) if (pasty.language === AUTODETECT_LANGUAGE) scheduleDetect(pasty.key, PASTE_DETECT_DELAY_MS);
      toast(added.length === 1 ? `Added ${added[0]!.title}` : `Added ${added.length} files`);
    }
    if (skipped.length > 0) toast(`Not added: ${skipped.join(", ")}`, "error");
  }

  // ---- submit ---------------------------------------------------------------------------------

  function showErrors(next: FieldErrors) {
    setErrors(next);
    setAlertKey((key) => key + 1);
    const fields = Object.keys(next);
    const pastyError = fields.find((field) => field.startsWith("pasty:"));
    const firstField = fields.find((field) => !field.startsWith("pasty:") && field !== "content" && field !== "pasties");
    if (firstField) {
      setTimeout(() => document.getElementById(fieldIds[firstField as keyof typeof fieldIds] ?? fieldIds.form)?.focus(), 0);
    } else if (pastyError) {
      const [, key, part] = pastyError.split(":");
      if (key) select(key);
      setTimeout(() => {
        if (part === "title") document.getElementById("pasty-title")?.focus();
        else if (part === "language") document.getElementById("pasty-language")?.focus();
        else if (key) views.current.get(key)?.focus();
      }, 0);
    } else if (next.content) {
      setTimeout(() => views.current.get(formRef.current.activeKey)?.focus(), 0);
    }
  }

  async function submit(secretsChecked = false) {
    if (submitting || !hydrated) return;
    const current = formRef.current;
    const found = validatePasteForm(
      { title: current.title, pasties: current.pasties, tags: current.tags, encrypted: mode === "create" && current.encrypted, password },
      limits,
    );
    // Signed-out writers send no such options (request.ts), so only a signed-in form can conflict.
    if (mode === "create" && signedIn) {
      const conflict = flagConflict(
        { private: current.private, pinned: current.pinned, anonymous: current.anonymous, tagged: current.tags.length > 0 },
        signedIn,
      );
      if (conflict) found.flags = conflict;
    }
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    // A paste that will be public is checked for secrets first (an edit may be of a public one).
    if (!secretsChecked && (mode === "edit" || !current.private)) {
      const scanned = await secretScan.scanAll(current.pasties);
      if ([...scanned.values()].some((pasty) => pasty.findings.length > 0)) {
        setSecretsFound(scanned);
        return;
      }
    }
    setErrors({});
    setSubmitting(true);
    const keys = current.pasties.map((pasty) => pasty.key);
    try {
      const target = mode === "create" ? await create(current) : await save(current);
      if (typeof target !== "string") {
        const placed = fieldForServerError(target, keys);
        showErrors({ [placed.field]: placed.message });
        setSubmitting(false);
        return;
      }
      router.push(target);
    } catch {
      showErrors({ form: "The server could not be reached. Check the connection and try again." });
      setSubmitting(false);
    }
  }

  /** Creates the paste; the path to go to, or the server's error. */
  async function create(current: FormState) {
    const headers: Record<string, string> = { "Content-Type": "application/json" };
    if (current.encrypted) headers["Encryption-Key"] = password;
    const response = await fetch("/api/v3/pastes", {
      method: "POST",
      headers,
      body: JSON.stringify(createPasteBody(current, signedIn)),
    });
    if (!response.ok) return readServerError(response);
    const paste = (await response.json()) as { id: string };
    submittedRef.current = true;
    try {
      window.localStorage.removeItem(DRAFT_STORAGE_KEY);
    } catch {
      // nothing kept, nothing to clear
    }
    const path = `/${encodeURIComponent(paste.id)}`;
    if (preferences.copyLinkOnCreate) {
      const copied = await copyText(new URL(path, window.location.origin).toString());
      toast(copied ? "Link copied to the clipboard" : "The paste was created, but the browser did not allow copying its link", copied ? "info" : "error");
    }
    if (current.encrypted) {
      // Remember the password for this browser (an HttpOnly cookie), so the paste opens unlocked.
      await fetch(`${path}/unlock`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ password }).toString(),
        redirect: "manual",
      }).catch(() => undefined);
    }
    return path;
  }

  /** Saves the edit (and the tags when they changed); the path to go to, or the server's error. */
  async function save(current: FormState) {
    const path = `/${encodeURIComponent(pasteId!)}`;
    const headers: Record<string, string> = { "Content-Type": "application/json" };
    if (encryptionKey) headers["Encryption-Key"] = encryptionKey;
    const response = await fetch(`/api/v3/pastes${path}`, {
      method: "PATCH",
      headers,
      body: JSON.stringify(editPasteBody(current)),
    });
    if (!response.ok) return readServerError(response);
    submittedRef.current = true;
    if (tagsChanged(baseline.tags, current.tags)) {
      const tagged = await fetch(`/api/v3/pastes${path}/tags`, {
        method: "PATCH",
        headers,
        body: JSON.stringify(current.tags),
      });
      if (!tagged.ok) {
        submittedRef.current = false;
        const error = await readServerError(tagged);
        return { ...error, message: `The content was saved, but not the tags: ${error.message}` };
      }
    }
    toast("Saved");
    return path;
  }

  /** The dialog's ways out: redact every secret, make the paste private, or publish as it is. */
  function resolveSecrets(choice: "redact" | "private" | "publish") {
    const found = secretsFound;
    setSecretsFound(null);
    if (!found) return;
    const current = formRef.current;
    if (choice === "redact") {
      const pasties = current.pasties.map((pasty) => {
        const scanned = found.get(pasty.key);
        return scanned?.content === pasty.content && scanned.findings.length > 0
          ? { ...pasty, content: redactSecrets(pasty.content, scanned.findings) }
          : pasty;
      });
      formRef.current = { ...current, pasties };
    } else if (choice === "private") {
      formRef.current = { ...current, private: true, pinned: false, anonymous: false };
    }
    setForm(formRef.current);
    void submit(true);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void submit();
  }

  function onKeyDownCapture(event: KeyboardEvent) {
    // Ctrl/Cmd+Enter saves from anywhere in the form, the editor included (before CodeMirror
    // would insert a blank line).
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      event.stopPropagation();
      void submit();
    }
  }

  // ---- rendering ------------------------------------------------------------------------------

  /** The grammar a pasty is highlighted with: its language, or for Autodetect what was detected. */
  const highlightedAs = (pasty: EditorPasty) =>
    findEditorLanguage(languages, pasty.language === AUTODETECT_LANGUAGE ? (pasty.detected ?? TEXT_LANGUAGE) : pasty.language);
  const activeIsMarkdown = highlightedAs(active)?.name === "Markdown";
  const pastyTitleError = errors[pastyField(active.key, "title")];
  const contentError = errors[pastyField(active.key, "content")] ?? errors.content;
  const languageError = errors[pastyField(active.key, "language")];
  const shownLanguage = active.language === AUTODETECT_LANGUAGE ? `Autodetect${active.detected ? ` (${active.detected})` : ""}` : active.language;
  const tabs = form.pasties.map((pasty, index) => ({
    key: pasty.key,
    label: pastyName(pasty.title, index),
    hasError: Object.keys(errors).some((field) => field.startsWith(`pasty:${pasty.key}:`)),
  }));
  const closingPasty = form.pasties.find((pasty) => pasty.key === closing);
  const activeSecrets = secretMarks.get(active.key);
  const activeFindings = activeSecrets?.content === active.content ? activeSecrets.findings : [];
  const foundList = secretsFound
    ? form.pasties.flatMap((pasty, index) =>
        describeFindings(secretsFound.get(pasty.key)?.findings ?? [], SECRET_KIND_LABELS).map(
          (finding) => `${pasty.title.trim() || `Pasty ${index + 1}`}, ${finding}`,
        ),
      )
    : [];
  const submitLabel = mode === "create" ? (submitting ? "Creating…" : "Create paste") : submitting ? "Saving…" : "Save changes";

  return (
    <form
      className="paste-form"
      onSubmit={onSubmit}
      onKeyDownCapture={onKeyDownCapture}
      noValidate
      aria-label={mode === "create" ? "New paste" : "Edit paste"}
      data-ready={hydrated && restored ? "true" : undefined}
      data-testid="paste-form"
    >
      {notice ? <p className="paste-notice">{notice}</p> : null}
      <noscript>
        <p className="paste-notice">
          Writing a paste here needs JavaScript. Without it, the API takes pastes too: <code>POST /api/v3/pastes</code>.
        </p>
      </noscript>
      <div id={fieldIds.form} tabIndex={-1} className="paste-form-alert" role="alert" key={alertKey}>
        {errors.form ?? null}
      </div>

      <div className={mode === "create" ? "paste-meta" : "paste-meta paste-meta-single"}>
        <Field label="Title" htmlFor={fieldIds.title} error={errors.title} className="paste-title-field">
          <input
            id={fieldIds.title}
            className="input"
            value={form.title}
            maxLength={limits.title}
            placeholder="Untitled"
            autoComplete="off"
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={fieldDescriptionIds(fieldIds.title, { error: errors.title })}
            onChange={(event) => {
              const title = event.target.value;
              setForm((current) => ({ ...current, title }));
              clearErrors("title");
            }}
          />
        </Field>
        {mode === "create" ? (
          <Field label="Expires" htmlFor={fieldIds.expiresIn} error={errors.expiresIn} className="paste-expiry-field">
            <select
              id={fieldIds.expiresIn}
              className="select"
              value={form.expiresIn}
              aria-invalid={errors.expiresIn ? true : undefined}
              aria-describedby={fieldDescriptionIds(fieldIds.expiresIn, { error: errors.expiresIn })}
              onChange={(event) => {
                const expiresIn = event.target.value;
                setForm((current) => ({ ...current, expiresIn }));
                clearErrors("expiresIn");
              }}
            >
              {expiresInValues.map((value) => (
                <option key={value} value={value}>
                  {expiryLabels[value] ?? value}
                </option>
              ))}
            </select>
          </Field>
        ) : null}
      </div>

      {mode === "create" ? (
        <CreateOptions
          signedIn={signedIn}
          options={form}
          password={password}
          errors={errors}
          tagMaxLength={limits.tag}
          tagSuggestions={tagSuggestions}
          onChange={(patch, ...cleared) => {
            setForm((current) => ({ ...current, ...patch }));
            clearErrors(...cleared);
          }}
          onPassword={(value) => {
            setPassword(value);
            clearErrors("password");
          }}
        />
      ) : (
        <div className="paste-options">
          <Field label="Tags" htmlFor={fieldIds.tags} error={errors.tags} hint="Enter or a comma adds a tag." className="paste-tags-field">
            <TagsInput
              id={fieldIds.tags}
              tags={form.tags}
              suggestions={tagSuggestions}
              maxLength={limits.tag}
              invalid={Boolean(errors.tags)}
              describedBy={fieldDescriptionIds(fieldIds.tags, { hint: true, error: errors.tags })}
              onChange={(tags) => {
                setForm((current) => ({ ...current, tags }));
                clearErrors("tags");
              }}
            />
          </Field>
          {encryptionKey ? <p className="hint">This paste is encrypted; your changes are encrypted with the same password.</p> : null}
        </div>
      )}

      <section
        className="pasties-editor"
        aria-label="Pasties"
        data-dropping={dropping || undefined}
        onDragOverCapture={onDragOver}
        onDragEnterCapture={onDragOver}
        onDragLeave={onDragLeave}
        onDropCapture={(event) => void onDrop(event)}
        data-testid="pasties-editor"
      >
        <div id={fieldIds.pasties} tabIndex={-1} className="pasties-tabs-wrap">
          <PastyTabs
            tabs={tabs}
            activeKey={active.key}
            canAdd={form.pasties.length < limits.pasties}
            addHint={`A paste has at most ${limits.pasties} pasties.`}
            onSelect={select}
            onClose={requestClose}
            onAdd={addPasty}
            onRename={rename}
            onReorder={reorder}
          />
        </div>
        {errors.pasties ? (
          <p className="field-error" role="alert">
            {errors.pasties}
          </p>
        ) : null}
        <div className="pasty-toolbar">
          <Field label="Pasty title" htmlFor="pasty-title" error={pastyTitleError} className="pasty-title-field">
            <input
              id="pasty-title"
              className="input"
              value={active.title}
              placeholder={pastyName("", activeIndex)}
              maxLength={limits.pastyTitle}
              autoComplete="off"
              aria-invalid={pastyTitleError ? true : undefined}
              aria-describedby={fieldDescriptionIds("pasty-title", { error: pastyTitleError })}
              onChange={(event) => {
                const title = event.target.value;
                const named = languageFromTitle(languages, active.title, title);
                updatePasty(active.key, named ? { title, language: named, detected: null } : { title });
                clearErrors(pastyField(active.key, "title"));
              }}
              onKeyDown={(event) => {
                if (event.key === "Enter" && !(event.ctrlKey || event.metaKey)) {
                  event.preventDefault();
                  views.current.get(active.key)?.focus();
                }
              }}
            />
          </Field>
          <div className="field pasty-language-field">
            <LanguagePicker
              id="pasty-language"
              languages={languages}
              value={active.language}
              detected={active.detected}
              detecting={detecting.has(active.key)}
              invalid={Boolean(languageError)}
              describedBy={languageError ? "pasty-language-error" : undefined}
              onChange={(language) => onLanguageChange(active.key, language)}
            />
            {languageError ? (
              <p className="field-error" id="pasty-language-error" role="alert">
                {languageError}
              </p>
            ) : null}
          </div>
        </div>
        {activeIsMarkdown ? <MarkdownModeSwitch previewing={previewing} onChange={setPreviewing} /> : null}
        {activeIsMarkdown && previewing ? <MarkdownPreview text={active.content} /> : null}
        <div className="editor-surface" data-invalid={contentError ? "true" : undefined} hidden={activeIsMarkdown && previewing}>
          {form.pasties.map((pasty, index) => (
            <div key={pasty.key} className="editor-pane" hidden={pasty.key !== active.key} data-testid="editor-pane">
              <CodeEditor
                value={pasty.content}
                onChange={(content, pasted) => onContentChange(pasty.key, content, pasted)}
                onCursor={pasty.key === active.key ? setCursor : undefined}
                onView={(view) => {
                  if (view) views.current.set(pasty.key, view);
                }}
                language={highlightedAs(pasty)}
                indentation={indentationOf(pasty.key).unit}
                indentWidth={indentationOf(pasty.key).width}
                wrap={wrap}
                label={`Content of ${pastyName(pasty.title, index)}`}
                describedBy={contentError && pasty.key === active.key ? "pasty-content-error" : "editor-status"}
                invalid={Boolean(contentError) && pasty.key === active.key}
                secrets={secretMarks.get(pasty.key)?.marks}
                secretsIn={secretMarks.get(pasty.key)?.content}
              />
            </div>
          ))}
          {dropping ? (
            <div className="drop-overlay" aria-hidden="true">
              Drop files to add them as pasties
            </div>
          ) : null}
        </div>
        {contentError ? (
          <p className="field-error" id="pasty-content-error" role="alert">
            {contentError}
          </p>
        ) : null}
        <p className="secret-findings" role="status" data-testid="secret-findings">
          {activeFindings.length > 0
            ? `Possible secret${activeFindings.length > 1 ? "s" : ""} in this pasty: ${describeFindings(activeFindings, SECRET_KIND_LABELS).join("; ")}`
            : ""}
        </p>
        <div className="editor-status" id="editor-status">
          <span data-testid="cursor-position">
            Ln {cursor.line}, Col {cursor.column}
            {cursor.selected > 0 ? ` (${cursor.selected} selected)` : ""}
          </span>
          <span>{shownLanguage}</span>
          <IndentationControl
            value={indentationOf(active.key)}
            onChange={(value) => setIndentation(active.key, value)}
            content={active.content}
            onConvert={(converted) => onContentChange(active.key, converted, false)}
          />
          <span>{formatBytes(totalBytes)}</span>
          <button type="button" className="editor-status-toggle" aria-pressed={wrap} onClick={() => setWrap((value) => !value)}>
            Wrap lines
          </button>
          <span className="editor-status-hint">Esc then Tab leaves the editor · files can be dropped here</span>
        </div>
      </section>

      <div className="paste-actions">
        <Button type="submit" variant="primary" disabled={!hydrated || submitting} aria-describedby="paste-submit-hint">
          {submitLabel}
        </Button>
        <span className="hint" id="paste-submit-hint">
          or <kbd>Ctrl</kbd>+<kbd>Enter</kbd>
        </span>
        {mode === "edit" && pasteId ? (
          <ButtonLink href={`/${encodeURIComponent(pasteId)}`} variant="ghost">
            Cancel
          </ButtonLink>
        ) : null}
      </div>

      <Dialog open={secretsFound !== null} onClose={() => setSecretsFound(null)} title="This paste looks like it holds secrets">
        <p>
          {mode === "create" ? "Anyone with the link could read" : "Readers of this paste could see"} what looks like credentials:
        </p>
        <ul className="secret-findings-list" data-testid="secret-dialog-findings">
          {foundList.map((finding) => (
            <li key={finding}>{finding}</li>
          ))}
        </ul>
        <div className="dialog-actions">
          <Button onClick={() => setSecretsFound(null)}>Go back</Button>
          <Button variant="primary" onClick={() => resolveSecrets("redact")} autoFocus>
            Redact them
          </Button>
          {mode === "create" && signedIn ? <Button onClick={() => resolveSecrets("private")}>Make private</Button> : null}
          <Button variant="danger" onClick={() => resolveSecrets("publish")}>
            {mode === "create" ? "Publish anyway" : "Save anyway"}
          </Button>
        </div>
      </Dialog>

      <ConfirmDialog
        open={closingPasty !== undefined}
        title="Close this pasty?"
        confirmLabel="Close pasty"
        onConfirm={() => closing && closePasty(closing)}
        onCancel={() => setClosing(null)}
      >
        <p>
          “{closingPasty?.title.trim() || "This pasty"}” has content, which will be gone from the paste.
        </p>
      </ConfirmDialog>
    </form>
  );
}
