import { useTranslations } from "next-intl";
import { ButtonLink } from "@/components/ui/button";

export default function ProfileNotFound() {
  const t = useTranslations("browse.profile");
  return (
    <section className="empty-state" aria-labelledby="profile-missing">
      <h1 id="profile-missing">{t("missingTitle")}</h1>
      <p>{t("missingText")}</p>
      <ButtonLink href="/">{t("createPaste")}</ButtonLink>
    </section>
  );
}
