import type { Metadata } from "next";
import { headers } from "next/headers";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/layout/client-messages";
import { AuthCard } from "@/components/auth/auth-card";
import { formErrorText } from "@/components/auth/form-error-text";
import { PasskeySignInButton } from "@/components/auth/passkey-sign-in-button";
import { SecondFactorForm } from "@/components/auth/second-factor-form";
import { FormError } from "@/components/ui/form-error";
import { knownFormError } from "@/lib/auth/form-errors";
import { sameSitePath } from "@/lib/auth/next-path";
import { pendingSecondFactors } from "@/lib/auth/second-factor/second-factors";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("account.titles"))("secondFactor") };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default function SecondFactorPage(props: { searchParams: SearchParams }) {
  return (
    <ClientMessages pick={["account.passkey"]}>
      <SecondFactorPageContent {...props} />
    </ClientMessages>
  );
}

async function SecondFactorPageContent({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  const next = sameSitePath(query.next) ?? undefined;
  const [offered, t, errorText] = await Promise.all([
    pendingSecondFactors((await headers()).get("cookie")),
    getTranslations("account.secondFactor"),
    formErrorText(),
  ]);
  return (
    <AuthCard title={t("title")} lead={t("lead")}>
      <FormError className="form-error" message={errorText(knownFormError(query.error))} />
      {offered.passkeys ? <PasskeySignInButton step="second-factor" next={next} /> : null}
      {/* Recovery codes come with the app; without a pending sign-in the form says it expired. */}
      {offered.totp || !offered.passkeys ? <SecondFactorForm next={next} /> : null}
      <p className="auth-footer">
        <a href="/login">{t("startOver")}</a>
      </p>
    </AuthCard>
  );
}
