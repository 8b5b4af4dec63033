import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { ClientMessages } from "@/components/layout/client-messages";
import { AuthCard } from "@/components/auth/auth-card";
import { formErrorText } from "@/components/auth/form-error-text";
import { SignUpForm } from "@/components/auth/sign-up-form";
import { FORM_ERROR_CODES, knownFormError } from "@/lib/auth/form-errors";
import { env } from "@/lib/core/env";
import { instanceSettings } from "@/lib/instance-settings/resolver";
import { MIN_PASSWORD_LENGTH } from "@/lib/auth/passwords";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("account.titles"))("signUp") };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const signInLink = (chunks: ReactNode) => <a href="/login">{chunks}</a>;

export default function SignUpPage(props: { searchParams: SearchParams }) {
  return (
    <ClientMessages pick={["account.errors", "account.signUp", "account.username"]}>
      <SignUpPageContent {...props} />
    </ClientMessages>
  );
}

async function SignUpPageContent({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  const t = await getTranslations("account.signUp");
  if (!env().AUTH_LOCAL) {
    return (
      <AuthCard title={t("title")}>
        <p>{t.rich("localOff", { link: signInLink })}</p>
      </AuthCard>
    );
  }
  const { registration } = await instanceSettings();
  if (registration === "closed") {
    return (
      <AuthCard title={t("title")}>
        <p>{t.rich("closed", { link: signInLink })}</p>
      </AuthCard>
    );
  }
  const errorText = await formErrorText();
  return (
    <AuthCard title={t("title")} lead={t("lead")}>
      <SignUpForm
        invitation={registration === "invite" ? (typeof query.invite === "string" ? query.invite : "") : undefined}
        username={typeof query.username === "string" ? query.username : undefined}
        initialError={errorText(knownFormError(query.error))}
        errorMessages={Object.fromEntries(FORM_ERROR_CODES.map((code) => [code, errorText(code)!]))}
        minPasswordLength={MIN_PASSWORD_LENGTH}
      />
      <p className="auth-footer">{t.rich("haveOne", { link: signInLink })}</p>
    </AuthCard>
  );
}
