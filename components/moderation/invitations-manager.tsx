"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { useApiRequest } from "@/components/settings/save-settings";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { Field } from "@/components/ui/field";
import { FormError } from "@/components/ui/form-error";
import { useToast } from "@/components/ui/toast";
import { expiresInValues } from "@/lib/core/expires-in";

/**
 * /admin/invitations' actions (the invitations API, lib/auth/registration.ts): make one, whose link
 * is shown this once (only its hash is kept), and revoke one.
 */
export function NewInvitation() {
  const apiRequest = useApiRequest();
  const router = useRouter();
  const t = useTranslations("admin.invitationsPage");
  const id = useId();
  const [maxUses, setMaxUses] = useState("1");
  const [expiresIn, setExpiresIn] = useState("1w");
  const [link, setLink] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function create(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    const result = await apiRequest<{ url: string }>("/api/v3/invitations", {
      method: "POST",
      json: { maxUses: Number(maxUses), expiresIn },
    });
    setBusy(false);
    if (!result.ok) return setError(result.message);
    setError(null);
    setLink(result.value.url);
    router.refresh();
  }

  return (
    <form className="invitation-form" onSubmit={create}>
      <Field label={t("maxUses")} htmlFor={`${id}-uses`}>
        <input
          id={`${id}-uses`}
          className="input"
          type="number"
          min={1}
          max={1000}
          required
          value={maxUses}
          onChange={(event) => setMaxUses(event.target.value)}
        />
      </Field>
      <Field label={t("worksFor")} htmlFor={`${id}-expiry`}>
        <select id={`${id}-expiry`} className="input" value={expiresIn} onChange={(event) => setExpiresIn(event.target.value)}>
          {expiresInValues.map((value) => (
            <option key={value} value={value}>
              {value === "never" ? t("forever") : t(`expiry.${value}`)}
            </option>
          ))}
        </select>
      </Field>
      <Button type="submit" small disabled={busy}>
        {t("make")}
      </Button>
      <FormError message={error} />
      {link ? (
        <p className="invitation-link" role="status">
          {t.rich("link", { link, code: (chunks) => <code>{chunks}</code> })}{" "}
          <CopyButton text={link} label={t("copy")} copiedMessage={t("copied")} />
        </p>
      ) : null}
    </form>
  );
}

export function RevokeInvitation({ invitationId }: { invitationId: string }) {
  const apiRequest = useApiRequest();
  const router = useRouter();
  const toast = useToast();
  const t = useTranslations("admin.invitationsPage");
  const [busy, setBusy] = useState(false);
  async function revoke() {
    setBusy(true);
    const result = await apiRequest(`/api/v3/invitations/${invitationId}`, { method: "DELETE" });
    setBusy(false);
    if (!result.ok) return toast(result.message, "error");
    toast(t("revoked"));
    router.refresh();
  }
  return (
    <Button small variant="danger" onClick={revoke} disabled={busy} aria-label={t("revokeLabel", { id: invitationId })}>
      {t("revoke")}
    </Button>
  );
}
