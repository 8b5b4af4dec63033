"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { FormError } from "@/components/ui/form-error";
import { useToast } from "@/components/ui/toast";
import { useApiRequest } from "./save-settings";
import { expiryChoices, scopeChoices } from "./token-choices";

/** A new access token: description, scopes and expiry; the secret is shown once, here. */
export function TokenCreateForm() {
  const apiRequest = useApiRequest();
  const t = useTranslations("settings.tokens");
  const router = useRouter();
  const toast = useToast();
  const [description, setDescription] = useState("");
  const [scopes, setScopes] = useState<string[]>(["paste:read"]);
  const [expiresIn, setExpiresIn] = useState("1m");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<{ accessToken: string; expiresAt: string | null; description: string } | null>(null);

  function toggle(scope: string, on: boolean) {
    setScopes((current) => (on ? [...current, scope] : current.filter((entry) => entry !== scope)));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (scopes.length === 0) return setError(t("chooseScope"));
    setBusy(true);
    setError(null);
    const result = await apiRequest<{ accessToken: string; expiresAt: string | null }>("/api/v3/auth/self/access_tokens", {
      method: "POST",
      json: { description: description.trim() || undefined, scopes, expiresIn },
    });
    setBusy(false);
    if (!result.ok) return setError(result.message);
    setCreated({ ...result.value, description: description.trim() });
    setDescription("");
    toast(t("createdToast"));
    router.refresh();
  }

  return (
    <div className="token-create">
      {created ? (
        <div className="new-token" role="region" aria-labelledby="new-token-heading" data-testid="new-token">
          <h3 id="new-token-heading">{created.description ? t("newTokenNamed", { description: created.description }) : t("newToken")}</h3>
          <p>{t("copyNow")}</p>
          <div className="new-token-value">
            <code data-testid="new-token-value">{created.accessToken}</code>
            <CopyButton text={created.accessToken} label={t("copy")} copiedMessage={t("copied")} small={false} />
          </div>
          <Button variant="primary" onClick={() => setCreated(null)}>
            {t("hide")}
          </Button>
        </div>
      ) : null}
      <form className="settings-form" onSubmit={submit} aria-label={t("create")}>
        <div className="field">
          <label className="field-label" htmlFor="token-description">
            {t("description")}
          </label>
          <input
            id="token-description"
            className="input"
            value={description}
            maxLength={256}
            placeholder={t("descriptionPlaceholder")}
            onChange={(event) => setDescription(event.target.value)}
            aria-describedby="token-description-hint"
          />
          <p className="hint" id="token-description-hint">
            {t("descriptionHint")}
          </p>
        </div>
        <fieldset className="choice-group">
          <legend className="field-label">{t("scopes")}</legend>
          <div className="scope-list">
            {scopeChoices.map((scope) => (
              <label key={scope} className="checkbox scope-choice">
                <input
                  type="checkbox"
                  name="scopes"
                  value={scope}
                  checked={scopes.includes(scope)}
                  onChange={(event) => toggle(scope, event.target.checked)}
                />
                <span>
                  <code>{scope}</code> <span className="muted">{t(`scopeDescriptions.${scope}`)}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="field">
          <label className="field-label" htmlFor="token-expiry">
            {t("expires")}
          </label>
          <select
            id="token-expiry"
            className="select settings-select-narrow"
            value={expiresIn}
            onChange={(event) => setExpiresIn(event.target.value)}
          >
            {expiryChoices.map((choice) => (
              <option key={choice} value={choice}>
                {t(`expiry.${choice}`)}
              </option>
            ))}
          </select>
        </div>
        <FormError message={error} />
        <div className="settings-actions">
          <Button type="submit" variant="primary" disabled={busy}>
            {busy ? t("submitting") : t("submit")}
          </Button>
        </div>
      </form>
    </div>
  );
}
