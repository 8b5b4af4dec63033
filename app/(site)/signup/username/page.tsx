import type { Metadata } from "next";
import { headers } from "next/headers";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/layout/client-messages";
import { AuthCard } from "@/components/auth/auth-card";
import { formErrorText } from "@/components/auth/form-error-text";
import { FormError } from "@/components/ui/form-error";
import { InvitationField } from "@/components/auth/invitation-field";
import { UsernameField } from "@/components/auth/username-field";
import { instanceSettings } from "@/lib/instance-settings/resolver";
import { knownFormError } from "@/lib/auth/form-errors";
import { readPendingLogin } from "@/lib/auth/provider-login";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("account.titles"))("chooseUsername") };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

// The step between a first provider login and the new account.
export default function ChooseUsernamePage(props: { searchParams: SearchParams }) {
  return (
    <ClientMessages pick={["account.errors", "account.username"]}>
      <ChooseUsernamePageContent {...props} />
    </ClientMessages>
  );
}

async function ChooseUsernamePageContent({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  const [pending, t] = await Promise.all([readPendingLogin((await headers()).get("cookie")), getTranslations("account.chooseUsername")]);
  if (!pending) {
    return (
      <AuthCard title={t("title")}>
        <p>{t.rich("expired", { link: (chunks) => <a href="/login">{chunks}</a> })}</p>
      </AuthCard>
    );
  }
  const suggestion = typeof query.username === "string" ? query.username : pending.suggestedUsername;
  const errorText = await formErrorText();
  return (
    <AuthCard title={t("title")} lead={t("lead")}>
      <FormError className="form-error" message={errorText(knownFormError(query.error))} />
      <form method="post" action="/auth/provider/username" className="auth-form">
        <UsernameField id="chosen-username" defaultValue={suggestion} autoFocus />
        {(await instanceSettings()).registration === "invite" ? <InvitationField defaultValue="" /> : null}
        <button type="submit" className="btn btn-primary">
          {t("submit")}
        </button>
      </form>
    </AuthCard>
  );
}
