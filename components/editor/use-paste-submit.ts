"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { type RefObject, useState } from "react";
import { sendWithCaptcha, useCaptchaUnsolved } from "@/components/captcha/use-captcha";
import { copyText } from "@/components/ui/copy-button";
import { useToast } from "@/components/ui/toast";
import { flagConflict, flagsOf } from "@/lib/editor/flags";
import type { EditorPreferences } from "@/lib/editor/page";
import { sealedCreateBody, sealedEditBody, type SealingKey } from "@/lib/editor/end-to-end-request";
import { type CreatedPaste, type Landing, landingAfterCreate } from "@/lib/editor/landing";
import { createPasteBody, editPasteBody, tagsChanged } from "@/lib/editor/request";
import { fieldForServerError, readServerError, type ServerError } from "@/lib/editor/server-errors";
import { type EditorLimits, type FieldErrors, validatePasteForm } from "@/lib/editor/validation";
import { useFlagReason, useValidationWords } from "./editor-words";
import type { FormState } from "./form-state";
import { clearDraft } from "./use-paste-draft";

// Sending the form: checked here first (the server's limits), then created or saved; the
// server's own refusals land on the field they are about, and success goes to the paste, or for
// a burn-after-reading paste to a confirmation with its link (lib/editor/landing.ts).

interface SubmitOptions {
  mode: "create" | "edit";
  pasteId?: string;
  signedIn: boolean;
  limits: EditorLimits;
  preferences: EditorPreferences;
  encryptionKey?: string | null;
  sealedWith?: SealingKey;
  baseline: FormState;
  formRef: RefObject<FormState>;
  password: string;
  /** The link of a new end-to-end encrypted paste hides its key once open (lib/end-to-end/format.ts keyFragment). */
  hideKey: boolean;
  hydrated: boolean;
  submittedRef: RefObject<boolean>;
  /** Shows errors on their fields and moves the focus to the first. */
  showErrors: (errors: FieldErrors) => void;
  resetErrors: () => void;
  /** Looks the paste over for secrets before it goes out; false holds it back (the editor asks). */
  checkSecrets: (current: FormState) => Promise<boolean>;
  /** The headers of a create's solved challenge (components/captcha/use-captcha.ts); waits while it is solved. */
  captchaHeaders: () => Promise<Record<string, string>>;
}

export function usePasteSubmit(options: SubmitOptions) {
  const {
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
    resetErrors,
    checkSecrets,
    captchaHeaders,
  } = options;
  const router = useRouter();
  const toast = useToast();
  const t = useTranslations("editor.submitted");
  const answerWords = { tooLarge: t("tooLarge"), failed: (status: number) => t("saveFailed", { status }) };
  const captchaUnsolved = useCaptchaUnsolved();
  const validationWords = useValidationWords();
  const flagReason = useFlagReason();
  const [submitting, setSubmitting] = useState(false);
  const [readOnce, setReadOnce] = useState<(Landing & { kind: "read-once" }) | null>(null);
  const [secretsLeft, setSecretsLeft] = useState<(Landing & { kind: "secrets-in-history" }) | null>(null);

  /** `secretsChecked`: the writer has already decided about the secrets found. */
  async function submit(secretsChecked = false) {
    if (submitting || !hydrated) return;
    const current = formRef.current;
    const found = validatePasteForm(
      { title: current.title, pasties: current.pasties, tags: current.tags, encrypted: mode === "create" && current.encrypted, password },
      limits,
      validationWords,
    );
    // Signed-out writers send no such options (request.ts), so only a signed-in form can conflict.
    if (mode === "create" && signedIn) {
      const conflict = flagConflict(flagsOf(current), signedIn);
      if (conflict) found.flags = flagReason(conflict);
    }
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    // A paste that will be public is checked for secrets first (an edit may be of a public one).
    if (!secretsChecked && (mode === "edit" || !current.private) && !(await checkSecrets(current))) return;
    resetErrors();
    setSubmitting(true);
    const keys = current.pasties.map((pasty) => pasty.key);
    try {
      const landing = mode === "create" ? await create(current) : await save(current);
      if ("statusCode" in landing) {
        const placed = fieldForServerError(landing, keys);
        showErrors({ [placed.field]: placed.message });
        setSubmitting(false);
        return;
      }
      if (landing.kind === "read-once") setReadOnce(landing);
      else if (landing.kind === "secrets-in-history") setSecretsLeft(landing);
      else router.push(landing.path);
    } catch {
      showErrors({ form: t("unreachable") });
      setSubmitting(false);
    }
  }

  /** Creates the paste; where the writer lands, or the server's error. */
  async function create(current: FormState): Promise<Landing | ServerError> {
    const headers: Record<string, string> = { "Content-Type": "application/json" };
    if (current.encrypted) headers["Encryption-Key"] = password;
    const plainBody = createPasteBody(current, signedIn);
    // End to end: sealed here; the key stays in this browser and in the link's fragment.
    const sealed = current.endToEnd ? await sealedCreateBody(plainBody, password, { hideKey }) : null;
    const body = JSON.stringify(sealed ? sealed.body : plainBody);
    const response = await sendWithCaptcha(captchaHeaders, (proof) =>
      fetch("/api/v3/pastes", { method: "POST", headers: { ...headers, ...proof }, body }),
    );
    if (response === "unsolved") return { statusCode: 0, message: captchaUnsolved };
    if (!response.ok) return readServerError(response, answerWords);
    const paste = (await response.json()) as CreatedPaste;
    submittedRef.current = true;
    clearDraft();
    const landing = landingAfterCreate(paste, {
      origin: window.location.origin,
      fragment: sealed?.fragment ?? null,
      encrypted: current.encrypted,
      endToEnd: current.endToEnd === true,
    });
    if (preferences.copyLinkOnCreate) {
      const copied = await copyText(new URL(landing.path, window.location.origin).toString());
      toast(copied ? t("linkCopied") : t("linkNotCopied"), copied ? "info" : "error");
    }
    if (current.encrypted) {
      // Remember the password for this browser (an HttpOnly cookie), so the paste opens unlocked.
      await fetch(`${landing.path}/unlock`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ password }).toString(),
        redirect: "manual",
      }).catch(() => undefined);
    }
    return landing;
  }

  /** Saves the edit (and the tags when they changed); where the writer lands, or the server's error. */
  async function save(current: FormState): Promise<Landing | ServerError> {
    const path = `/${encodeURIComponent(pasteId!)}`;
    const headers: Record<string, string> = { "Content-Type": "application/json" };
    if (encryptionKey) headers["Encryption-Key"] = encryptionKey;
    const plainBody = editPasteBody(current);
    const response = await fetch(`/api/v3/pastes${path}`, {
      method: "PATCH",
      headers,
      body: JSON.stringify(sealedWith ? await sealedEditBody(plainBody, sealedWith) : plainBody),
    });
    if (!response.ok) return readServerError(response, answerWords);
    const written = (await response.json().catch(() => null)) as { secretsInHistory?: { revision: number; kinds: string[] }[] } | null;
    submittedRef.current = true;
    if (tagsChanged(baseline.tags, current.tags)) {
      const tagged = await fetch(`/api/v3/pastes${path}/tags`, {
        method: "PATCH",
        headers,
        body: JSON.stringify(current.tags),
      });
      if (!tagged.ok) {
        submittedRef.current = false;
        const error = await readServerError(tagged, answerWords);
        return { ...error, message: t("tagsNotSaved", { message: error.message }) };
      }
    }
    toast(t("saved"));
    // The key came in this page's fragment; the paste's page needs it too.
    const landing = sealedWith ? `${path}${window.location.hash}` : path;
    const revisions = written?.secretsInHistory ?? [];
    return revisions.length > 0 ? { kind: "secrets-in-history", path: landing, revisions } : { kind: "paste", path: landing };
  }

  return { submitting, submit, readOnce, secretsLeft };
}
