import { useTranslations } from "next-intl";

/** A plain form post, so signing out works before (and without) JavaScript. */
export function SignOutButton({ className }: { className?: string }) {
  const t = useTranslations("site.account");
  return (
    <form method="post" action="/auth/logout" className="inline-form">
      <button type="submit" className={className}>
        {t("signOut")}
      </button>
    </form>
  );
}
