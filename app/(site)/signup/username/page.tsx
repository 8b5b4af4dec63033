import type { Metadata } from "next";
import { headers } from "next/headers";
import { AuthCard } from "@/components/auth/auth-card";
import { FormError } from "@/components/ui/form-error";
import { InvitationField } from "@/components/auth/invitation-field";
import { UsernameField } from "@/components/auth/username-field";
import { instanceSettings } from "@/lib/instance-settings/resolver";
import { formErrorMessage } from "@/lib/auth/form-errors";
import { readPendingLogin } from "@/lib/auth/provider-login";

export const metadata: Metadata = { title: "Choose a username" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

// The step between a first provider login and the new account.
export default async function ChooseUsernamePage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  const pending = await readPendingLogin((await headers()).get("cookie"));
  if (!pending) {
    return (
      <AuthCard title="Choose a username">
        <p>
          There is no sign-in in progress (it may have expired). <a href="/login">Sign in</a> again.
        </p>
      </AuthCard>
    );
  }
  const suggestion = typeof query.username === "string" ? query.username : pending.suggestedUsername;
  return (
    <AuthCard title="Choose a username" lead="This is your first sign-in here. Pick the name others will see; you can keep the suggestion.">
      <FormError className="form-error" message={formErrorMessage(query.error)} />
      <form method="post" action="/auth/provider/username" className="auth-form">
        <UsernameField id="chosen-username" defaultValue={suggestion} autoFocus />
        {(await instanceSettings()).registration === "invite" ? <InvitationField defaultValue="" /> : null}
        <button type="submit" className="btn btn-primary">
          Create account
        </button>
      </form>
    </AuthCard>
  );
}
