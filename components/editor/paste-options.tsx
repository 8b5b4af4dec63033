"use client";

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
}

/**
 * The options of a new paste: private, pinned, anonymous and tags for signed-in writers (a
 * choice that rules another out disables it, saying why: lib/editor/flags.ts), and encryption
 * with a password for everyone.
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
}: CreateOptionsProps) {
  const controls = flagControls(flagsOf(options), signedIn);
  return (
    <fieldset className="paste-options">
      <legend className="field-label">Options</legend>
      {signedIn ? (
        <div className="paste-switches">
          <Switch
            id="paste-private"
            label="Private"
            description="Only you can see it."
            checked={options.private}
            control={controls.private}
            flagsError={Boolean(errors.flags)}
            onChange={(value) => onChange({ private: value }, "flags")}
          />
          <Switch
            id="paste-pinned"
            label="Pinned"
            description="Shown on your profile."
            checked={options.pinned}
            control={controls.pinned}
            flagsError={Boolean(errors.flags)}
            onChange={(value) => onChange({ pinned: value }, "flags")}
          />
          <Switch
            id="paste-anonymous"
            label="Anonymous"
            description="Not linked to your account."
            checked={options.anonymous}
            control={controls.anonymous}
            flagsError={Boolean(errors.flags)}
            onChange={(value) => onChange({ anonymous: value }, "flags", "tags")}
          />
        </div>
      ) : (
        <p className="hint">
          <a href="/login">Sign in</a> to make pastes private, pinned or tagged. Without an account, pastes are anonymous.
        </p>
      )}
      <div className="paste-switches">
        <Switch
          id="paste-burn"
          label="Burn after reading"
          description={
            signedIn && !options.anonymous
              ? "Deleted for good once someone other than you opens it."
              : "Deleted for good the first time anyone opens it, you included."
          }
          checked={options.burnAfterRead === true}
          control={controls.burnAfterRead}
          flagsError={Boolean(errors.flags)}
          onChange={(value) => onChange({ burnAfterRead: value }, "flags")}
        />
      </div>
      <FormError id="paste-flags-error" message={errors.flags} />
      {signedIn ? (
        <Field
          label="Tags"
          htmlFor="paste-tags"
          error={errors.tags}
          hint={controls.tags.reason ?? "Enter or a comma adds a tag."}
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
      <div className="paste-encryption">
        <label className="checkbox">
          <input
            type="checkbox"
            role="switch"
            id="paste-encrypt"
            checked={options.encrypted}
            aria-describedby="paste-encrypt-hint"
            onChange={(event) => onChange({ encrypted: event.target.checked }, "password")}
          />
          <span>Encrypt with a password</span>
        </label>
        <p className="hint" id="paste-encrypt-hint">
          The content is stored encrypted; only people with the password can read it. It cannot be recovered if lost.
        </p>
        {options.encrypted ? (
          <Field label="Password" htmlFor="paste-password" error={errors.password} className="paste-password-field">
            <input
              id="paste-password"
              className="input"
              type="password"
              autoComplete="new-password"
              value={password}
              aria-invalid={errors.password ? true : undefined}
              aria-describedby={fieldDescriptionIds("paste-password", { error: errors.password })}
              onChange={(event) => onPassword(event.target.value)}
            />
          </Field>
        ) : null}
      </div>
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
  return (
    <div className="paste-options">
      <Field label="Tags" htmlFor="paste-tags" error={errors.tags} hint="Enter or a comma adds a tag." className="paste-tags-field">
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
      {encrypted ? <p className="hint">This paste is encrypted; your changes are encrypted with the same password.</p> : null}
    </div>
  );
}

interface SwitchProps {
  id: string;
  label: string;
  description: string;
  checked: boolean;
  control: ControlState;
  flagsError: boolean;
  onChange: (value: boolean) => void;
}

/** An option switch; when a chosen option rules it out, it is disabled and says why. */
function Switch({ id, label, description, checked, control, flagsError, onChange }: SwitchProps) {
  const hintId = `${id}-hint`;
  return (
    <div className="paste-switch" data-disabled={control.disabled || undefined}>
      <label className="checkbox">
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
      <p className="hint" id={hintId}>
        {control.reason ?? description}
      </p>
    </div>
  );
}
