import { useTranslations } from "next-intl";
import { PasswordPrompt } from "@/components/ui/password-prompt";

interface UnlockFormProps {
  pasteId: string;
  wrongKey: boolean;
  /** A page of this paste to come back to instead of the paste itself (see unlockReturnPath). */
  returnTo?: string;
  /** Where the form posts instead of `/:id/unlock` (a share link's own unlock). */
  action?: string;
}

/** The password prompt of an encrypted paste: a plain form, so it works without JavaScript. */
export function UnlockForm({ pasteId, wrongKey, returnTo, action }: UnlockFormProps) {
  const t = useTranslations("reader.unlock");
  return (
    <section className="unlock-form" aria-labelledby="unlock-heading">
      <h1 id="unlock-heading">{t("title")}</h1>
      <p className="muted">{t("text")}</p>
      <form method="post" action={action ?? `/${encodeURIComponent(pasteId)}/unlock`} className="unlock-form">
        {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
        <PasswordPrompt
          id="paste-password"
          name="password"
          label={t("password")}
          error={wrongKey ? t("wrong") : null}
          action={t("submit")}
        />
      </form>
    </section>
  );
}
