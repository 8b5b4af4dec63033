import type { Metadata } from "next";
import { FormError } from "@/components/auth/form-error";
import { SignUpForm } from "@/components/auth/sign-up-form";
import { loginErrorMessage } from "@/lib/auth/login-page";
import { env } from "@/lib/env";

export const metadata: Metadata = { title: "Create an account" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function SignUpPage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  if (!env().AUTH_LOCAL) {
    return (
      <section className="auth-page">
        <h1>Create an account</h1>
        <p>
          Local accounts are turned off here; <a href="/login">sign in</a> with one of the offered providers instead.
        </p>
      </section>
    );
  }
  return (
    <section className="auth-page">
      <h1>Create an account</h1>
      <FormError message={loginErrorMessage(query.error)} />
      <SignUpForm username={typeof query.username === "string" ? query.username : undefined} />
      <p>
        Already have one? <a href="/login">Sign in</a>.
      </p>
    </section>
  );
}
