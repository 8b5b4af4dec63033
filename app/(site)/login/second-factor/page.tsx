import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { SecondFactorForm } from "@/components/auth/second-factor-form";
import { FormError } from "@/components/ui/form-error";
import { formErrorMessage } from "@/lib/auth/form-errors";
import { sameSitePath } from "@/lib/auth/next-path";

export const metadata: Metadata = { title: "Second factor" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function SecondFactorPage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  const next = sameSitePath(query.next) ?? undefined;
  return (
    <AuthCard title="Confirm it is you" lead="Your password was right. Now the code from your authenticator app.">
      <FormError className="form-error" message={formErrorMessage(query.error)} />
      <SecondFactorForm next={next} />
      <p className="auth-footer">
        <a href="/login">Start over</a>
      </p>
    </AuthCard>
  );
}
