"use client";

import { useTranslations } from "next-intl";
import type { EditorView } from "@codemirror/view";
import dynamic from "next/dynamic";
import type { SealingKey } from "@/lib/editor/end-to-end-request";
import { type FormEvent, type KeyboardEvent, useCallback, useLayoutEffect, useMemo, useRef, useState } from "react";
import { FormError } from "@/components/ui/form-error";
import { AUTODETECT_LANGUAGE, type EditorLanguage, findEditorLanguage, TEXT_LANGUAGE } from "@/lib/editor/languages";
import type { EditorInitial, EditorPreferences } from "@/lib/editor/page";
import type { EditorPasty } from "@/lib/editor/request";
import { type EditorLimits, type FieldErrors, pastyField, utf8Length } from "@/lib/editor/validation";
import { EditorStatusBar, useCursorPosition } from "./editor-status-bar";
import { EDITOR_ID, fieldIds, focusFirstError, type FormState, initialState } from "./form-state";
import { usePastyIndentation } from "./indentation-control";
import { MarkdownModeSwitch, MarkdownPreview } from "./markdown-preview";
import { PasteTitleField } from "./paste-meta-fields";
import { ClosePastyDialog } from "./close-pasty-dialog";
import { CreateOptions, EditOptions } from "./paste-options";
import { PastyFields } from "./pasty-fields";
import { PastyTabs } from "./pasty-tabs";
import { ReadOnceCreated } from "./read-once-created";
import { SecretsInHistory } from "./secrets-in-history";
import { SecretFindingsStatus } from "./secret-findings-status";
import { SecretsDialog } from "./secrets-dialog";
import { SubmitBar } from "./submit-bar";
import { PASTE_DETECT_DELAY_MS, TYPING_DETECT_DELAY_MS, useLanguageDetection } from "./use-language-detection";
import { useFieldErrors } from "./use-field-errors";
import { useFileDrop } from "./use-file-drop";
import { usePasteDraft } from "./use-paste-draft";
import { useCaptcha } from "@/components/captcha/use-captcha";
import { usePasteSubmit } from "./use-paste-submit";
import { usePastyTabs } from "./use-pasty-tabs";
import { useSecretScanGate } from "./use-secret-scan-gate";
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
  /** Edit of an end-to-end encrypted paste, opened in this browser: the changes are sealed with its key. */
  sealedWith?: SealingKey;
  /** Something to tell above the form (say, the paste to copy was not found). */
  notice?: string | null;
  /** Create: bring back the draft this browser kept (not when prefilled from another paste). */
  restoreDraft?: boolean;
  /** Create by a visitor the server asks for a solved challenge (CAPTCHA): solved while they type. */
  captcha?: boolean;
}

export function PasteEditor(props: PasteEditorProps) {
  const { mode, pasteId, languages, preferences, limits, expiresInValues, signedIn, tagSuggestions, encryptionKey, sealedWith, notice } =
    props;
  // An E2E paste being edited keeps its text in the browser as its creation did (no detection).
  const [baseline] = useState(() => ({ ...initialState(props.initial), ...(sealedWith ? { endToEnd: true } : {}) }));
  const [form, setForm] = useState<FormState>(baseline);
  const t = useTranslations("editor.form");
  const [password, setPassword] = useState("");
  const [hideKey, setHideKey] = useState(false);
  const { errors, setErrors, clearErrors } = useFieldErrors();
  // Markdown pasties: the rendered preview instead of the editor, until Write is chosen again.
  const [previewing, setPreviewing] = useState(false);
  const { indentationOf, setIndentation } = usePastyIndentation(
    useMemo(() => ({ unit: props.preferences.indentation, width: props.preferences.indentWidth }), [props.preferences]),
  );
  const [wrap, setWrap] = useState(preferences.wrap);
  const [alertKey, setAlertKey] = useState(0);
  const submittedRef = useRef(false);
  // The form as last rendered, for handlers and timers that outlive a render (detection, submit).
  const formRef = useRef(form);
  useLayoutEffect(() => {
    formRef.current = form;
  }, [form]);
  const views = useRef(new Map<string, EditorView>());
  const [cursor, setCursor] = useCursorPosition(form.activeKey);
  const secrets = useSecretScanGate(form.pasties, formRef, setForm);

  const active = form.pasties.find((pasty) => pasty.key === form.activeKey) ?? form.pasties[0]!;
  const activeIndex = form.pasties.indexOf(active);
  const totalBytes = useMemo(() => form.pasties.reduce((sum, pasty) => sum + utf8Length(pasty.content), 0), [form.pasties]);

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
    focusFirstError(next, { select: pastyTabs.select, views: views.current, activeKey: () => formRef.current.activeKey });
  }

  const captchaHeaders = useCaptcha(mode === "create" && props.captcha === true);
  const { submitting, submit, readOnce, secretsLeft } = usePasteSubmit({
    mode,
    pasteId,
    signedIn,
    limits,
    preferences,
    encryptionKey,
    sealedWith,
    baseline,
    formRef,
    password,
    hideKey,
    hydrated,
    submittedRef,
    showErrors,
    resetErrors: () => setErrors({}),
    // A paste that will be public is checked for secrets first; false holds the publishing.
    checkSecrets: secrets.check,
    captchaHeaders,
  });

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
  const shownLanguage =
    active.language === AUTODETECT_LANGUAGE
      ? active.detected
        ? t("autodetected", { language: active.detected })
        : t("autodetect")
      : active.language;
  const activeSecrets = secrets.marks.get(active.key);
  const activeFindings = activeSecrets?.content === active.content ? activeSecrets.findings : [];
  const submitLabel = mode === "create" ? (submitting ? t("creating") : t("create")) : submitting ? t("saving") : t("save");

  // A burn-after-reading paste just created: its writer stays here, with its link, off its page.
  if (readOnce) return <ReadOnceCreated landing={readOnce} />;
  if (secretsLeft && pasteId) return <SecretsInHistory pasteId={pasteId} landing={secretsLeft} />;
  return (
    <form
      className="paste-form"
      onSubmit={onSubmit}
      onKeyDownCapture={onKeyDownCapture}
      noValidate
      aria-label={mode === "create" ? t("newPaste") : t("editPaste")}
      data-ready={hydrated && restored ? "true" : undefined}
      data-testid="paste-form"
    >
      {notice ? <p className="paste-notice">{notice}</p> : null}
      <noscript>
        <p className="paste-notice">{t.rich("noscript", { code: (chunks) => <code>{chunks}</code> })}</p>
      </noscript>
      <div id={fieldIds.form} tabIndex={-1} className="paste-form-alert" role="alert" key={alertKey}>
        {errors.form ?? null}
      </div>

      <PasteTitleField
        title={form.title}
        maxLength={limits.title}
        error={errors.title}
        onTitle={(title) => {
          setForm((current) => ({ ...current, title }));
          clearErrors("title");
        }}
      />

      <section
        className="pasties-editor"
        aria-label={t("pasties")}
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
            addHint={t("maxPasties", { count: limits.pasties })}
            onSelect={pastyTabs.select}
            onClose={pastyTabs.requestClose}
            onAdd={pastyTabs.addPasty}
            onRename={pastyTabs.rename}
            onReorder={pastyTabs.reorder}
          />
        </div>
        <FormError message={errors.pasties} />
        {activeIsMarkdown ? <MarkdownModeSwitch previewing={previewing} onChange={setPreviewing} /> : null}
        {activeIsMarkdown && previewing ? <MarkdownPreview text={active.content} /> : null}
        <div
          id={EDITOR_ID}
          className="editor-surface"
          // Code is written left to right on every page, a right-to-left one's too.
          dir="ltr"
          data-invalid={contentError ? "true" : undefined}
          hidden={activeIsMarkdown && previewing}
        >
          {form.pasties.map((pasty, index) => (
            <div key={pasty.key} className="editor-pane" hidden={pasty.key !== active.key} data-testid="editor-pane">
              <CodeEditor
                value={pasty.content}
                onChange={(content, pasted) => onContentChange(pasty.key, content, pasted)}
                onCursor={(position) => setCursor(pasty.key, position)}
                onView={(view) => {
                  if (view) views.current.set(pasty.key, view);
                }}
                language={highlightedAs(pasty)}
                indentation={indentationOf(pasty.key).unit}
                indentWidth={indentationOf(pasty.key).width}
                wrap={wrap}
                label={t("contentOf", { name: pasty.title.trim() || t("pastyNumber", { number: index + 1 }) })}
                // A new paste starts with the cursor in its editor; an edit starts where the reader looks.
                autoFocus={mode === "create" && pasty.key === active.key}
                describedBy={contentError && pasty.key === active.key ? "pasty-content-error" : "editor-status"}
                invalid={Boolean(contentError) && pasty.key === active.key}
                secrets={secrets.marks.get(pasty.key)?.marks}
                secretsIn={secrets.marks.get(pasty.key)?.content}
              />
            </div>
          ))}
          {drop.dropping ? (
            <div className="drop-overlay" aria-hidden="true">
              {t("dropFiles")}
            </div>
          ) : null}
        </div>
        <EditorStatusBar
          cursor={cursor}
          language={shownLanguage}
          indentation={indentationOf(active.key)}
          onIndentation={(value) => setIndentation(active.key, value)}
          content={active.content}
          onConvert={(converted) => onContentChange(active.key, converted, false)}
          pastyBytes={utf8Length(active.content)}
          totalBytes={form.pasties.length > 1 ? totalBytes : null}
          wrap={wrap}
          onToggleWrap={() => setWrap((value) => !value)}
        />
        <FormError id="pasty-content-error" message={contentError} />
        <PastyFields
          pasty={active}
          index={activeIndex}
          languages={languages}
          titleMaxLength={limits.pastyTitle}
          titleError={pastyTitleError}
          languageError={languageError}
          detecting={detecting.has(active.key)}
          onTitle={(patch) => {
            updatePasty(active.key, patch);
            clearErrors(pastyField(active.key, "title"));
          }}
          onLanguage={(language) => onLanguageChange(active.key, language)}
          onTitleDone={() => views.current.get(active.key)?.focus()}
        />
        <SecretFindingsStatus findings={activeFindings} />
      </section>

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
          hideKey={hideKey}
          onHideKey={setHideKey}
        />
      ) : (
        <EditOptions
          tags={form.tags}
          errors={errors}
          tagMaxLength={limits.tag}
          tagSuggestions={tagSuggestions}
          encrypted={Boolean(encryptionKey) || Boolean(sealedWith)}
          onTags={(tags) => {
            setForm((current) => ({ ...current, tags }));
            clearErrors("tags");
          }}
        />
      )}

      <SubmitBar
        mode={mode}
        pasteId={pasteId}
        expiresIn={form.expiresIn}
        expiresInValues={expiresInValues}
        expiresInError={errors.expiresIn}
        onExpiresIn={(expiresIn) => {
          setForm((current) => ({ ...current, expiresIn }));
          clearErrors("expiresIn");
        }}
        label={submitLabel}
        disabled={!hydrated || submitting}
      />

      <SecretsDialog
        mode={mode}
        signedIn={signedIn}
        pasties={form.pasties}
        found={secrets.found}
        onClose={secrets.dismiss}
        onResolve={(choice) => {
          if (secrets.resolve(choice)) void submit(true);
        }}
      />

      <ClosePastyDialog tabs={pastyTabs} />
    </form>
  );
}
