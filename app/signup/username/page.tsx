import type { Metadata } from "next";
import { headers } from "next/headers";
import { FormError } from "@/components/auth/form-error";
import { UsernameField } from "@/components/auth/username-field";
import { loginErrorMessage } from "@/lib/auth/login-page";
import { readPendingLogin } from "@/lib/auth/provider-login";

export const metadata: Metadata = { title: "Choose a username" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

// The step between a first provider login and the new account.
export default async function ChooseUsernamePage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  const pending = await readPendingLogin((await headers()).get("cookie"));
  if (!pending) {
    return (
      <section className="auth-page">
        <h1>Choose a username</h1>
        <p>
          There is no sign-in in progress (it may have expired). <a href="/login">Sign in</a> again.
        </p>
      </section>
    );
  }
  const suggestion = typeof query.username === "string" ? query.username : pending.suggestedUsername;
  return (
    <section className="auth-page">
      <h1>Choose a username</h1>
      <p>This is your first sign-in here. Pick the name others will see; you can use the suggestion.</p>
      <FormError message={loginErrorMessage(query.error)} />
      <form method="post" action="/auth/provider/username" className="auth-form">
        <UsernameField id="chosen-username" defaultValue={suggestion} />
        <button type="submit">Create account</button>
      </form>
    </section>
  );
}
