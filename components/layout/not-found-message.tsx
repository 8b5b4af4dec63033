import type { Metadata } from "next";
import { useTranslations } from "next-intl";
import { getTranslations } from "next-intl/server";
import { ButtonLink } from "@/components/ui/button";

/** The title of both not-found pages (app/not-found.tsx, app/(site)/not-found.tsx), in the reader's language. */
export async function notFoundMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("site.notFound"))("pageTitle"), robots: { index: false } };
}

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
