import { useTranslations } from "next-intl";
import { ButtonLink } from "@/components/ui/button";

/** A paste's page in place of a paste the moderators hold back (answered 451: lib/pastes/page.ts orUnavailable). */
export function UnderReview() {
  const t = useTranslations("reader.underReview");
  return (
    <section className="not-found">
      <h1>{t("title")}</h1>
      <p className="muted">{t("text")}</p>
      <ButtonLink href="/" variant="primary">
        {t("create")}
      </ButtonLink>
    </section>
  );
}
