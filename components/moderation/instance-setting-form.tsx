"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { useApiRequest } from "@/components/settings/save-settings";
import { Button } from "@/components/ui/button";
import { Field, fieldDescriptionIds } from "@/components/ui/field";
import { useToast } from "@/components/ui/toast";

interface InstanceSettingFormProps {
  settingKey: string;
  label: string;
  /** The field's name, "New value of registration": a sentence of its own, as languages differ in how they fit the label in. */
  newValueLabel: string;
  value: string | number;
  /** The mode names of a setting chosen from a list; absent for a number. */
  choices?: readonly string[];
  /** The bounds of a number, as the server checks them too. */
  min?: number;
  max?: number;
  /** The override as this page showed it (null: the environment's value): a change made meanwhile is refused, not overwritten. */
  updatedAt: string | null;
  overridden: boolean;
  envLabel: string;
}

/** One setting on /admin/settings: a new value for it (PUT /api/v3/admin/settings/:key) or a reset (DELETE). */
export function InstanceSettingForm({
  settingKey,
  label,
  newValueLabel,
  value,
  choices,
  min,
  max,
  updatedAt,
  overridden,
  envLabel,
}: InstanceSettingFormProps) {
  const router = useRouter();
  const toast = useToast();
  const apiRequest = useApiRequest();
  const t = useTranslations("admin.settingsPage");
  const id = useId();
  const [draft, setDraft] = useState(String(value));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const path = `/api/v3/admin/settings/${settingKey}`;

  function finish(result: { ok: true } | { ok: false; message: string }, done: string) {
    setBusy(false);
    if (!result.ok) return setError(result.message);
    setError(null);
    toast(done);
    router.refresh();
  }

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    const json = { value: choices ? draft : draft.trim() === "" ? draft : Number(draft), expectedUpdatedAt: updatedAt };
    finish(await apiRequest(path, { method: "PUT", json }), t("savedToast", { label }));
  }

  async function reset() {
    setBusy(true);
    const query = updatedAt ? `?${new URLSearchParams({ expectedUpdatedAt: updatedAt })}` : "";
    finish(await apiRequest(`${path}${query}`, { method: "DELETE" }), t("resetToast", { label, env: envLabel }));
  }

  const control = `${id}-value`;
  const described = fieldDescriptionIds(control, { error });
  return (
    <form className="settings-form" onSubmit={save} aria-label={label}>
      <Field label={newValueLabel} htmlFor={control} error={error}>
        {choices ? (
          <select
            id={control}
            className="select settings-select-narrow"
            value={draft}
            aria-describedby={described}
            aria-invalid={error ? true : undefined}
            onChange={(event) => setDraft(event.target.value)}
          >
            {choices.map((choice) => (
              <option key={choice} value={choice} translate="no">
                {choice}
              </option>
            ))}
          </select>
        ) : (
          <input
            id={control}
            className="input settings-select-narrow"
            type="number"
            inputMode="numeric"
            min={min}
            max={max}
            step={1}
            required
            value={draft}
            aria-describedby={described}
            aria-invalid={error ? true : undefined}
            onChange={(event) => setDraft(event.target.value)}
          />
        )}
      </Field>
      <div className="settings-actions">
        <Button type="submit" variant="primary" small disabled={busy}>
          {t("save")}
        </Button>
        {overridden ? (
          <Button small disabled={busy} onClick={reset}>
            {t.rich("resetTo", { env: envLabel, name: (chunks) => <span translate="no">{chunks}</span> })}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
