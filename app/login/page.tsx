import type { Metadata } from "next";
import { FormError } from "@/components/auth/form-error";
import { LocalSignInForm } from "@/components/auth/local-sign-in-form";
import { ProviderButtons } from "@/components/auth/provider-buttons";
import { loginErrorMessage } from "@/lib/auth/login-page";
import { PROVIDER_COMPLETE_PATH } from "@/lib/auth/next-auth-options";
import { loginMethods } from "@/lib/auth/providers";
import { env } from "@/lib/env";

export const metadata: Metadata = { title: "Sign in" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function LoginPage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  const settings = env();
  const methods = loginMethods(settings);
  const username = typeof query.username === "string" ? query.username : undefined;
  const next = typeof query.next === "string" ? query.next : undefined;
  return (
    <section className="auth-page">
      <h1>Sign in</h1>
      <FormError message={loginErrorMessage(query.error)} />
      {settings.AUTH_LOCAL ? <LocalSignInForm username={username} next={next} /> : null}
      {methods.length > 0 ? (
        <>
          <h2>With another account</h2>
          <ProviderButtons methods={methods} completePath={PROVIDER_COMPLETE_PATH} />
        </>
      ) : null}
      {!settings.AUTH_LOCAL && methods.length === 0 ? <p>No way of signing in is configured on this service.</p> : null}
      {settings.AUTH_LOCAL ? (
        <p>
          New here? <a href="/signup">Create an account</a>.
        </p>
      ) : null}
    </section>
  );
}
