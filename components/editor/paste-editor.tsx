"use client";

import type { EditorView } from "@codemirror/view";
import dynamic from "next/dynamic";
import { type FormEvent, type KeyboardEvent, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Button, ButtonLink } from "@/components/ui/button";
import { ConfirmDialog, Dialog } from "@/components/ui/dialog";
import { Field, fieldDescriptionIds } from "@/components/ui/field";
import { FormError } from "@/components/ui/form-error";
import { AUTODETECT_LANGUAGE, type EditorLanguage, findEditorLanguage, TEXT_LANGUAGE } from "@/lib/editor/languages";
import type { EditorInitial, EditorPreferences } from "@/lib/editor/page-data";
import type { EditorPasty } from "@/lib/editor/request";
import { describeFindings, redactSecrets } from "@/lib/editor/secrets";
import { languageFromTitle } from "@/lib/editor/title-language";
import { type EditorLimits, type FieldErrors, pastyField, utf8Length } from "@/lib/editor/validation";
import { pastyName } from "@/lib/pastes/names";
import { SECRET_KIND_LABELS } from "@/lib/secrets/scan.mjs";
import { formatBytes } from "@/lib/units";
import type { CursorPosition } from "./code-editor";
import { fieldIds, type FormState, initialState, PASTY_TITLE_ID } from "./form-state";
import { IndentationControl, usePastyIndentation } from "./indentation-control";
import { LanguagePicker } from "./language-picker";
import { MarkdownModeSwitch, MarkdownPreview } from "./markdown-preview";
import { CreateOptions } from "./paste-options";
import { PastyTabs } from "./pasty-tabs";
import { TagsInput } from "./tags-input";
import { PASTE_DETECT_DELAY_MS, TYPING_DETECT_DELAY_MS, useLanguageDetection } from "./use-language-detection";
import { useFileDrop } from "./use-file-drop";
import { usePasteDraft } from "./use-paste-draft";
import { usePasteSubmit } from "./use-paste-submit";
import { usePastyTabs } from "./use-pasty-tabs";
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

export function PasteEditor(props: PasteEditorProps) {
  const { mode, pasteId, languages, preferences, limits, expiresInValues, signedIn, tagSuggestions, encryptionKey, notice } = props;
  const [baseline] = useState(() => initialState(props.initial));
  const [form, setForm] = useState<FormState>(baseline);
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  // Markdown pasties: the rendered preview instead of the editor, until Write is chosen again.
  const [previewing, setPreviewing] = useState(false);
  const { indentationOf, setIndentation } = usePastyIndentation(
    useMemo(() => ({ unit: props.preferences.indentation, width: props.preferences.indentWidth }), [props.preferences]),
  );
  const [cursor, setCursor] = useState<CursorPosition>({ line: 1, column: 1, selected: 0 });
  const [wrap, setWrap] = useState(preferences.wrap);
  const [alertKey, setAlertKey] = useState(0);
  const submittedRef = useRef(false);
  const formRef = useRef(form);
  formRef.current = form;
  const views = useRef(new Map<string, EditorView>());
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
  const totalBytes = useMemo(() => form.pasties.reduce((sum, pasty) => sum + utf8Length(pasty.content), 0), [form.pasties]);

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

  const { detecting, scheduleDetect } = useLanguageDetection(formRef, updatePasty);
  const { hydrated, restored } = usePasteDraft({
    mode,
    restoreDraft: Boolean(props.restoreDraft),
    expiresInValues,
    form,
    baseline,
    submittedRef,
    onRestore: (draft) => {
      setForm(draft);
      for (const pasty of draft.pasties) {
        if (pasty.language === AUTODETECT_LANGUAGE && pasty.content !== "") scheduleDetect(pasty.key, 0);
      }
    },
  });
  const pastyTabs = usePastyTabs({
    form,
    setForm,
    maxPasties: limits.pasties,
    defaultLanguage: preferences.defaultLanguage,
    views,
    errors,
    clearErrors,
  });
  const drop = useFileDrop({ form, setForm, languages, limits, onAutodetect: (key) => scheduleDetect(key, PASTE_DETECT_DELAY_MS) });

  /** Shows errors on their fields and takes the focus to the first of them. */
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
      if (key) pastyTabs.select(key);
      setTimeout(() => {
        if (part === "title") document.getElementById(PASTY_TITLE_ID)?.focus();
        else if (part === "language") document.getElementById("pasty-language")?.focus();
        else if (key) views.current.get(key)?.focus();
      }, 0);
    } else if (next.content) {
      setTimeout(() => views.current.get(formRef.current.activeKey)?.focus(), 0);
    }
  }

  const { submitting, submit } = usePasteSubmit({
    mode,
    pasteId,
    signedIn,
    limits,
    preferences,
    encryptionKey,
    baseline,
    formRef,
    password,
    hydrated,
    submittedRef,
    showErrors,
    resetErrors: () => setErrors({}),
    // A paste that will be public is checked for secrets first; false holds the publishing.
    checkSecrets: async (current) => {
      const scanned = await secretScan.scanAll(current.pasties);
      if (![...scanned.values()].some((pasty) => pasty.findings.length > 0)) return true;
      setSecretsFound(scanned);
      return false;
    },
  });

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

  // The status bar follows the selected tab: show where its cursor was left.
  useEffect(() => {
    const view = views.current.get(form.activeKey);
    if (!view) return;
    const { main } = view.state.selection;
    const line = view.state.doc.lineAt(main.head);
    setCursor({ line: line.number, column: main.head - line.from + 1, selected: main.to - main.from });
  }, [form.activeKey]);

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
  const { closingPasty } = pastyTabs;
  const activeSecrets = secretMarks.get(active.key);
  const activeFindings = activeSecrets?.content === active.content ? activeSecrets.findings : [];
  const foundList = secretsFound
    ? form.pasties.flatMap((pasty, index) =>
        describeFindings(secretsFound.get(pasty.key)?.findings ?? [], SECRET_KIND_LABELS).map(
          (finding) => `${pastyName(pasty.title, index)}, ${finding}`,
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
        data-dropping={drop.dropping || undefined}
        onDragOverCapture={drop.onDragOver}
        onDragEnterCapture={drop.onDragOver}
        onDragLeave={drop.onDragLeave}
        onDropCapture={(event) => void drop.onDrop(event)}
        data-testid="pasties-editor"
      >
        <div id={fieldIds.pasties} tabIndex={-1} className="pasties-tabs-wrap">
          <PastyTabs
            tabs={pastyTabs.tabs}
            activeKey={active.key}
            canAdd={form.pasties.length < limits.pasties}
            addHint={`A paste has at most ${limits.pasties} pasties.`}
            onSelect={pastyTabs.select}
            onClose={pastyTabs.requestClose}
            onAdd={pastyTabs.addPasty}
            onRename={pastyTabs.rename}
            onReorder={pastyTabs.reorder}
          />
        </div>
        <FormError message={errors.pasties} />
        <div className="pasty-toolbar">
          <Field label="Pasty title" htmlFor={PASTY_TITLE_ID} error={pastyTitleError} className="pasty-title-field">
            <input
              id={PASTY_TITLE_ID}
              className="input"
              value={active.title}
              placeholder={pastyName("", activeIndex)}
              maxLength={limits.pastyTitle}
              autoComplete="off"
              aria-invalid={pastyTitleError ? true : undefined}
              aria-describedby={fieldDescriptionIds(PASTY_TITLE_ID, { error: pastyTitleError })}
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
            <FormError id="pasty-language-error" message={languageError} />
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
          {drop.dropping ? (
            <div className="drop-overlay" aria-hidden="true">
              Drop files to add them as pasties
            </div>
          ) : null}
        </div>
        <FormError id="pasty-content-error" message={contentError} />
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
        onConfirm={() => closingPasty && pastyTabs.closePasty(closingPasty.key)}
        onCancel={pastyTabs.cancelClose}
      >
        <p>
          “{closingPasty?.title.trim() || "This pasty"}” has content, which will be gone from the paste.
        </p>
      </ConfirmDialog>
    </form>
  );
}
