"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { FormError } from "@/components/ui/form-error";
import { useApiRequest } from "./save-settings";

/**
 * Deleting an account after typing its username to confirm: one's own (settings), or, for an
 * admin, someone else's from their profile (`moderating`), which keeps the admin signed in.
 */
export function DeleteAccount({ username, moderating = false }: { username: string; moderating?: boolean }) {
  const apiRequest = useApiRequest();
  const t = useTranslations("settings");
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const confirmed = typed === username;

  async function remove() {
    if (!confirmed) return;
    setBusy(true);
    setError(null);
    const result = await apiRequest(`/api/v3/users/${encodeURIComponent(username)}`, { method: "DELETE" });
    if (!result.ok) {
      setBusy(false);
      setError(result.message);
      return;
    }
    if (moderating) {
      window.location.assign("/");
      return;
    }
    // The session went with the account; this only clears the cookie.
    await fetch("/auth/logout", { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" } }).catch(() => {});
    window.location.assign("/");
  }

  function close() {
    setOpen(false);
    setTyped("");
    setError(null);
  }

  return (
    <>
      <Button variant="danger" small={moderating} onClick={() => setOpen(true)}>
        {moderating ? t("deleteAccount.openModerating") : t("deleteAccount.open")}
      </Button>
      <Dialog open={open} onClose={close} title={moderating ? t("deleteAccount.titleModerating", { username }) : t("deleteAccount.title")}>
        <p>{moderating ? t("deleteAccount.textModerating") : t("deleteAccount.text")}</p>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void remove();
          }}
        >
          <div className="field">
            <label className="field-label" htmlFor={inputId}>
              {t.rich(moderating ? "deleteAccount.confirmModerating" : "deleteAccount.confirm", {
                username,
                strong: (chunks) => <strong translate="no">{chunks}</strong>,
              })}
            </label>
            <input
              id={inputId}
              className="input"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              autoComplete="off"
              spellCheck={false}
              autoFocus
            />
          </div>
          <FormError message={error} />
          <div className="dialog-actions">
            <Button onClick={close}>{t("common.cancel")}</Button>
            <Button type="submit" variant="danger" disabled={!confirmed || busy}>
              {busy ? t("deleteAccount.deleting") : moderating ? t("deleteAccount.submitModerating") : t("deleteAccount.submit")}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
