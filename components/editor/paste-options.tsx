"use client";

import { useTranslations } from "next-intl";
import { useFlagReason } from "./editor-words";
import { useState } from "react";
import { Field, fieldDescriptionIds } from "@/components/ui/field";
import { FormError } from "@/components/ui/form-error";
import { flagControls, flagsOf, type ControlState } from "@/lib/editor/flags";
import type { FieldErrors } from "@/lib/editor/validation";
import { TagsInput } from "./tags-input";

export interface CreateOptionValues {
  private: boolean;
  pinned: boolean;
  anonymous: boolean;
  encrypted: boolean;
  burnAfterRead?: boolean;
  endToEnd?: boolean;
  tags: string[];
}

interface CreateOptionsProps {
  signedIn: boolean;
  options: CreateOptionValues;
  password: string;
  errors: FieldErrors;
  tagMaxLength: number;
  tagSuggestions: string[];
  /** A changed option, and the error fields it settles. */
  onChange: (patch: Partial<CreateOptionValues>, ...clearedErrors: string[]) => void;
  onPassword: (password: string) => void;
  /** An end-to-end encrypted paste's link asks readers' pages to hide its key once open. */
  hideKey: boolean;
  onHideKey: (hide: boolean) => void;
}

/**
 * The options of a new paste, under the editor: one row of labelled switches (private, pinned
 * and anonymous for signed-in writers, burn after reading and encryption for everyone), then
 * tags. Each switch's explanation shows while it is on, while another choice rules it out (it is
 * disabled, saying why: lib/editor/flags.ts), or for all of them on demand ("What do these do?").
 */
export function CreateOptions({
  signedIn,
  options,
  password,
  errors,
  tagMaxLength,
  tagSuggestions,
  onChange,
  onPassword,
  hideKey,
  onHideKey,
}: CreateOptionsProps) {
  const [explained, setExplained] = useState(false);
  const t = useTranslations("editor.options");
  const flagReason = useFlagReason();
  const controls = flagControls(flagsOf(options), signedIn);
  const flagsError = Boolean(errors.flags);
  const switches: SwitchSpec[] = [
    ...(signedIn
      ? [
          {
            id: "paste-private",
            label: t("private"),
            description: t("privateNote"),
            checked: options.private,
            control: controls.private,
            onChange: (value: boolean) => onChange({ private: value }, "flags"),
          },
          {
            id: "paste-pinned",
            label: t("pinned"),
            description: t("pinnedNote"),
            checked: options.pinned,
            control: controls.pinned,
            onChange: (value: boolean) => onChange({ pinned: value }, "flags"),
          },
          {
            id: "paste-anonymous",
            label: t("anonymous"),
            description: t("anonymousNote"),
            checked: options.anonymous,
            control: controls.anonymous,
            onChange: (value: boolean) => onChange({ anonymous: value }, "flags", "tags"),
          },
        ]
      : []),
    {
      id: "paste-burn",
      label: t("burn"),
      description: signedIn && !options.anonymous ? t("burnNoteSignedIn") : t("burnNoteAnyone"),
      checked: options.burnAfterRead === true,
      control: controls.burnAfterRead,
      onChange: (value: boolean) => onChange({ burnAfterRead: value }, "flags"),
    },
    {
      id: "paste-encrypt",
      label: t("encrypt"),
      description: t("encryptNote"),
      checked: options.encrypted,
      control: { disabled: false, reason: null },
      // One kind of encryption at a time: the server's, or the browser's.
      onChange: (value: boolean) => onChange({ encrypted: value, ...(value ? { endToEnd: false } : {}) }, "password"),
    },
    {
      id: "paste-e2e",
      label: t("endToEnd"),
      description: t("endToEndNote"),
      checked: options.endToEnd === true,
      control: { disabled: false, reason: null },
      onChange: (value: boolean) => onChange({ endToEnd: value, ...(value ? { encrypted: false } : {}) }, "password"),
    },
  ];
  return (
    <fieldset className="paste-options">
      <legend className="visually-hidden">{t("legend")}</legend>
      <div className="paste-switches">
        {switches.map((spec) => (
          <Switch key={spec.id} {...spec} flagsError={flagsError && spec.id !== "paste-encrypt" && spec.id !== "paste-e2e"} />
        ))}
        <button type="button" className="paste-options-explain" aria-expanded={explained} onClick={() => setExplained((open) => !open)}>
          {explained ? t("hideExplanations") : t("explain")}
        </button>
      </div>
      <ul className="paste-option-notes">
        {switches.map((spec) => (
          // A hidden note still describes its switch (aria-describedby reads hidden text).
          <li key={spec.id} className="hint" hidden={!(explained || spec.checked || spec.control.disabled)}>
            <strong aria-hidden="true">{spec.label}: </strong>
            <span id={`${spec.id}-hint`}>
              {spec.control.reason ? flagReason(spec.control.reason, spec.control.blockers) : spec.description}
            </span>
          </li>
        ))}
        {signedIn ? null : <li className="hint">{t.rich("signInNote", { link: (chunks) => <a href="/login">{chunks}</a> })}</li>}
      </ul>
      <FormError id="paste-flags-error" message={errors.flags} />
      {options.encrypted || options.endToEnd ? (
        <Field
          label={options.encrypted ? t("password") : t("passphrase")}
          htmlFor="paste-password"
          error={errors.password}
          hint={options.encrypted ? undefined : t("passphraseHint")}
          className="paste-password-field"
        >
          <input
            id="paste-password"
            className="input"
            type="password"
            autoComplete="new-password"
            value={password}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={fieldDescriptionIds("paste-password", { hint: !options.encrypted, error: errors.password })}
            onChange={(event) => onPassword(event.target.value)}
          />
        </Field>
      ) : null}
      {options.endToEnd && password === "" ? (
        <label className="checkbox paste-hide-key">
          <input type="checkbox" checked={hideKey} onChange={(event) => onHideKey(event.target.checked)} />
          <span>{t("hideKey")}</span>
        </label>
      ) : null}
      {signedIn ? (
        <Field
          label={t("tags")}
          htmlFor="paste-tags"
          error={errors.tags}
          hint={controls.tags.reason ? flagReason(controls.tags.reason) : t("tagsHint")}
          className="paste-tags-field"
        >
          <TagsInput
            id="paste-tags"
            tags={options.tags}
            suggestions={tagSuggestions}
            maxLength={tagMaxLength}
            disabled={controls.tags.disabled}
            invalid={Boolean(errors.tags)}
            describedBy={fieldDescriptionIds("paste-tags", { hint: true, error: errors.tags })}
            onChange={(tags) => onChange({ tags }, "tags", "flags")}
          />
        </Field>
      ) : null}
    </fieldset>
  );
}

interface EditOptionsProps {
  tags: string[];
  errors: FieldErrors;
  tagMaxLength: number;
  tagSuggestions: string[];
  /** Edit of an encrypted paste: the changes are encrypted with its password. */
  encrypted: boolean;
  onTags: (tags: string[]) => void;
}

/** The options an edit may change: the tags (the rest stay as the paste was created). */
export function EditOptions({ tags, errors, tagMaxLength, tagSuggestions, encrypted, onTags }: EditOptionsProps) {
  const t = useTranslations("editor.options");
  return (
    <div className="paste-options">
      <Field label={t("tags")} htmlFor="paste-tags" error={errors.tags} hint={t("tagsHint")} className="paste-tags-field">
        <TagsInput
          id="paste-tags"
          tags={tags}
          suggestions={tagSuggestions}
          maxLength={tagMaxLength}
          invalid={Boolean(errors.tags)}
          describedBy={fieldDescriptionIds("paste-tags", { hint: true, error: errors.tags })}
          onChange={onTags}
        />
      </Field>
      {encrypted ? <p className="hint">{t("encryptedEdit")}</p> : null}
    </div>
  );
}

interface SwitchSpec {
  id: string;
  label: string;
  /** What it does; shown under the row while it is on, and on demand. */
  description: string;
  checked: boolean;
  control: ControlState;
  onChange: (value: boolean) => void;
}

/**
 * An option switch in the row; its explanation (or why it is disabled) is the note `<id>-hint`
 * under the row, which describes it for screen readers whether shown or not.
 */
function Switch({ id, label, checked, control, flagsError, onChange }: SwitchSpec & { flagsError: boolean }) {
  const hintId = `${id}-hint`;
  return (
    <label className="checkbox paste-switch" data-disabled={control.disabled || undefined} data-checked={checked || undefined}>
      <input
        type="checkbox"
        role="switch"
        id={id}
        checked={checked}
        disabled={control.disabled}
        aria-invalid={flagsError || undefined}
        aria-describedby={flagsError ? `${hintId} paste-flags-error` : hintId}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{label}</span>
    </label>
  );
}
