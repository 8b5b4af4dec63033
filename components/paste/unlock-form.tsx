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
  return (
    <section className="unlock-form" aria-labelledby="unlock-heading">
      <h1 id="unlock-heading">This paste is encrypted</h1>
      <p className="muted">Enter its password to read it. The password stays in this browser for 30 minutes.</p>
      <form method="post" action={action ?? `/${encodeURIComponent(pasteId)}/unlock`} className="unlock-form">
        {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
        <PasswordPrompt
          id="paste-password"
          name="password"
          label="Password"
          error={wrongKey ? "That password is not right. Try again." : null}
          action="Unlock"
        />
      </form>
    </section>
  );
}
