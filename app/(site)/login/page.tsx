import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { FormError } from "@/components/ui/form-error";
import { LocalSignInForm } from "@/components/auth/local-sign-in-form";
import { PasskeySignInButton } from "@/components/auth/passkey-sign-in-button";
import { ProviderButtons } from "@/components/auth/provider-buttons";
import { formErrorMessage } from "@/lib/auth/form-errors";
import { sameSitePath } from "@/lib/auth/next-path";
import { PROVIDER_COMPLETE_PATH } from "@/lib/auth/next-auth-options";
import { loginMethods } from "@/lib/auth/providers";
import { env } from "@/lib/core/env";

export const metadata: Metadata = { title: "Sign in" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function LoginPage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  const settings = env();
  const methods = loginMethods(settings);
  const username = typeof query.username === "string" ? query.username : undefined;
  const next = sameSitePath(query.next) ?? undefined;
  return (
    <AuthCard title="Sign in" lead="Welcome back. Your pastes, stars and settings are waiting.">
      <FormError className="form-error" message={formErrorMessage(query.error)} />
      {settings.AUTH_LOCAL ? <LocalSignInForm username={username} next={next} /> : null}
      <PasskeySignInButton step="sign-in" next={next} />
      {methods.length > 0 ? (
        <>
          {settings.AUTH_LOCAL ? (
            <div className="auth-divider" role="presentation">
              or
            </div>
          ) : null}
          <h2 className="auth-section-title">With another account</h2>
          <ProviderButtons methods={methods} completePath={PROVIDER_COMPLETE_PATH} />
        </>
      ) : null}
      {!settings.AUTH_LOCAL && methods.length === 0 ? <p>No way of signing in is configured on this service.</p> : null}
      {settings.AUTH_LOCAL ? (
        <p className="auth-footer">
          New here? <a href="/signup">Create an account</a>.
        </p>
      ) : null}
    </AuthCard>
  );
}
