import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/layout/client-messages";
import { AuthCard } from "@/components/auth/auth-card";
import { formErrorText } from "@/components/auth/form-error-text";
import { FormError } from "@/components/ui/form-error";
import { LocalSignInForm } from "@/components/auth/local-sign-in-form";
import { PasskeySignInButton } from "@/components/auth/passkey-sign-in-button";
import { ProviderButtons } from "@/components/auth/provider-buttons";
import { knownFormError } from "@/lib/auth/form-errors";
import { sameSitePath } from "@/lib/auth/next-path";
import { PROVIDER_COMPLETE_PATH } from "@/lib/auth/next-auth-options";
import { loginMethods } from "@/lib/auth/providers";
import { env } from "@/lib/core/env";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("account.titles"))("signIn") };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default function LoginPage(props: { searchParams: SearchParams }) {
  return (
    <ClientMessages pick={["account.passkey", "account.signIn"]}>
      <LoginPageContent {...props} />
    </ClientMessages>
  );
}

async function LoginPageContent({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  const settings = env();
  const methods = loginMethods(settings);
  const username = typeof query.username === "string" ? query.username : undefined;
  const next = sameSitePath(query.next) ?? undefined;
  const [t, errorText] = await Promise.all([getTranslations("account.signIn"), formErrorText()]);
  return (
    <AuthCard title={t("title")} lead={t("lead")}>
      <FormError className="form-error" message={errorText(knownFormError(query.error))} />
      {settings.AUTH_LOCAL ? <LocalSignInForm username={username} next={next} /> : null}
      <PasskeySignInButton step="sign-in" next={next} />
      {methods.length > 0 ? (
        <>
          {settings.AUTH_LOCAL ? (
            <div className="auth-divider" role="presentation">
              {t("or")}
            </div>
          ) : null}
          <h2 className="auth-section-title">{t("otherAccount")}</h2>
          <ProviderButtons methods={methods} completePath={PROVIDER_COMPLETE_PATH} />
        </>
      ) : null}
      {!settings.AUTH_LOCAL && methods.length === 0 ? <p>{t("noMethod")}</p> : null}
      {settings.AUTH_LOCAL ? (
        <p className="auth-footer">{t.rich("newHere", { link: (chunks) => <a href="/signup">{chunks}</a> })}</p>
      ) : null}
    </AuthCard>
  );
}
