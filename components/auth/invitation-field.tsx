import { useTranslations } from "next-intl";
import { Field } from "@/components/ui/field";

/** The invitation code a sign-up needs while REGISTRATION=invite (filled in from the invitation link). */
export function InvitationField({ defaultValue, onChange }: { defaultValue: string; onChange?: () => void }) {
  const t = useTranslations("account.signUp");
  return (
    <Field label={t("invitation")} htmlFor="signup-invitation" hint={t("invitationHint")}>
      <input
        id="signup-invitation"
        className="input"
        name="invitation"
        autoComplete="off"
        required
        maxLength={100}
        defaultValue={defaultValue}
        aria-describedby="signup-invitation-hint"
        onChange={onChange}
      />
    </Field>
  );
}
