import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { SignUpForm } from "@/components/auth/sign-up-form";
import { formErrorMessage, formErrorMessages } from "@/lib/auth/form-errors";
import { env } from "@/lib/core/env";
import { instanceSettings } from "@/lib/instance-settings/resolver";
import { MIN_PASSWORD_LENGTH } from "@/lib/auth/passwords";

export const metadata: Metadata = { title: "Create an account" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function SignUpPage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  if (!env().AUTH_LOCAL) {
    return (
      <AuthCard title="Create an account">
        <p>
          Local accounts are turned off here; <a href="/login">sign in</a> with one of the offered providers instead.
        </p>
      </AuthCard>
    );
  }
  const { registration } = await instanceSettings();
  if (registration === "closed") {
    return (
      <AuthCard title="Create an account">
        <p>
          Registration is closed on this instance. If you have an account, <a href="/login">sign in</a>.
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Create an account" lead="Keep your pastes, pin them to your profile and script them with tokens.">
      <SignUpForm
        invitation={registration === "invite" ? (typeof query.invite === "string" ? query.invite : "") : undefined}
        username={typeof query.username === "string" ? query.username : undefined}
        initialError={formErrorMessage(query.error)}
        errorMessages={formErrorMessages}
        minPasswordLength={MIN_PASSWORD_LENGTH}
      />
      <p className="auth-footer">
        Already have one? <a href="/login">Sign in</a>.
      </p>
    </AuthCard>
  );
}
