"use client";

import { useTranslations } from "next-intl";

import { Flag } from "lucide-react";
import { useId, useState } from "react";
import { useCaptcha, useCaptchaUnsolved } from "@/components/captcha/use-captcha";
import { ToolbarIcon } from "@/components/paste/toolbar-icon";
import { useApiRequest } from "@/components/settings/save-settings";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, fieldDescriptionIds } from "@/components/ui/field";
import { FormError } from "@/components/ui/form-error";
import { useViewer } from "@/components/viewer/viewer";
import { REPORT_CONTACT_MAX, REPORT_DETAILS_MAX, REPORT_REASONS, type ReportReason } from "@/lib/moderation/reasons";

/** The address the embed's Report link opens: the paste's page with this dialog open. */
const OPENS_THE_DIALOG = "#report";

/**
 * The Report button of a paste's page and its dialog (`reportUrl`: lib/moderation/report-url.ts).
 * Once sent, the dialog shows the report's reference, which is all a reporter learns. `captcha`:
 * the server asks visitors for a solved challenge (CAPTCHA), solved while a signed-out one writes.
 */
export function ReportPaste({ reportUrl, captcha }: { reportUrl: string; captcha: boolean }) {
  const apiRequest = useApiRequest();
  const id = useId();
  const t = useTranslations("paste.report");
  const captchaUnsolved = useCaptchaUnsolved();
  // The server renders it closed; only the browser knows the address's fragment. The markup is the
  // same either way (the dialog is opened by an effect), so hydration agrees.
  const [open, setOpen] = useState(() => typeof window !== "undefined" && window.location.hash === OPENS_THE_DIALOG);
  const [reason, setReason] = useState<ReportReason>("spam");
  const [details, setDetails] = useState("");
  const [contact, setContact] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [reference, setReference] = useState<string | null>(null);
  const viewer = useViewer();
  const captchaHeaders = useCaptcha(captcha && open && viewer === null);

  const close = () => {
    setOpen(false);
    setError(null);
  };

  const send = async () => {
    setBusy(true);
    setError(null);
    const headers = await captchaHeaders().catch(() => null);
    const answer = headers
      ? await apiRequest<{ reference: string }>(reportUrl, { method: "POST", headers, json: { reason, details, contact } })
      : { ok: false as const, message: captchaUnsolved };
    setBusy(false);
    if (answer.ok) setReference(answer.value.reference);
    else setError(answer.message);
  };

  return (
    <>
      <Button small className="icon-button" onClick={() => setOpen(true)}>
        <ToolbarIcon icon={Flag} label={t("open")} />
      </Button>
      <Dialog open={open} onClose={close} title={t("title")}>
        {reference ? (
          <div role="status">
            <p>
              {t.rich("thanks", {
                reference,
                strong: (chunks) => (
                  <strong data-testid="report-reference" translate="no">
                    {chunks}
                  </strong>
                ),
              })}
            </p>
            <div className="dialog-actions">
              <Button variant="primary" onClick={close} autoFocus>
                {t("close")}
              </Button>
            </div>
          </div>
        ) : (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void send();
            }}
          >
            <Field label={t("reason")} htmlFor={`${id}-reason`}>
              <select
                id={`${id}-reason`}
                className="select"
                value={reason}
                onChange={(event) => setReason(event.target.value as ReportReason)}
                autoFocus
              >
                {REPORT_REASONS.map((value) => (
                  <option key={value} value={value}>
                    {t(`reasons.${value}`)}
                  </option>
                ))}
              </select>
            </Field>
            <Field label={t("details")} htmlFor={`${id}-details`} hint={t("detailsHint")}>
              <textarea
                id={`${id}-details`}
                className="textarea"
                rows={4}
                maxLength={REPORT_DETAILS_MAX}
                value={details}
                onChange={(event) => setDetails(event.target.value)}
                aria-describedby={fieldDescriptionIds(`${id}-details`, { hint: true })}
              />
            </Field>
            <Field label={t("contact")} htmlFor={`${id}-contact`} hint={t("contactHint")}>
              <input
                id={`${id}-contact`}
                className="input"
                maxLength={REPORT_CONTACT_MAX}
                value={contact}
                onChange={(event) => setContact(event.target.value)}
                aria-describedby={fieldDescriptionIds(`${id}-contact`, { hint: true })}
              />
            </Field>
            <FormError id={`${id}-error`} message={error} />
            <div className="dialog-actions">
              <Button onClick={close}>{t("cancel")}</Button>
              <Button type="submit" variant="primary" disabled={busy}>
                {t("send")}
              </Button>
            </div>
          </form>
        )}
      </Dialog>
    </>
  );
}
