import { Field } from "@/components/ui/field";

/** The invitation code a sign-up needs while REGISTRATION=invite (filled in from the invitation link). */
export function InvitationField({ defaultValue, onChange }: { defaultValue: string; onChange?: () => void }) {
  return (
    <Field label="Invitation code" htmlFor="signup-invitation" hint="Creating an account here needs an invitation from an admin.">
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
