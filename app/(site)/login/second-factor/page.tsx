import type { Metadata } from "next";
import { headers } from "next/headers";
import { AuthCard } from "@/components/auth/auth-card";
import { PasskeySignInButton } from "@/components/auth/passkey-sign-in-button";
import { SecondFactorForm } from "@/components/auth/second-factor-form";
import { FormError } from "@/components/ui/form-error";
import { formErrorMessage } from "@/lib/auth/form-errors";
import { sameSitePath } from "@/lib/auth/next-path";
import { pendingSecondFactors } from "@/lib/auth/second-factor/second-factors";

export const metadata: Metadata = { title: "Second factor" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function SecondFactorPage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  const next = sameSitePath(query.next) ?? undefined;
  const offered = await pendingSecondFactors((await headers()).get("cookie"));
  return (
    <AuthCard title="Confirm it is you" lead="Your password was right. Now your second factor.">
      <FormError className="form-error" message={formErrorMessage(query.error)} />
      {offered.passkeys ? <PasskeySignInButton step="second-factor" next={next} /> : null}
      {/* Recovery codes come with the app; without a pending sign-in the form says it expired. */}
      {offered.totp || !offered.passkeys ? <SecondFactorForm next={next} /> : null}
      <p className="auth-footer">
        <a href="/login">Start over</a>
      </p>
    </AuthCard>
  );
}
