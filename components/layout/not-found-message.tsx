import { useTranslations } from "next-intl";
import { ButtonLink } from "@/components/ui/button";

/**
 * One message for every "not here": a missing or expired paste, someone else's private paste
 * (which must look exactly like a missing one), an unknown address.
 */
export function NotFoundMessage() {
  const t = useTranslations("site.notFound");
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
