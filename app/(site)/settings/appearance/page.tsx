import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/layout/client-messages";
import { AppearanceForm } from "@/components/settings/appearance-form";
import { SettingsSection } from "@/components/settings/settings-section";
import { pageSettings } from "@/lib/settings/page-settings";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("settings.titles"))("appearance") };
}

export default function AppearanceSettingsPage() {
  return (
    <ClientMessages pick={["site.request", "settings.appearance", "settings.common"]}>
      <AppearanceSettingsPageContent />
    </ClientMessages>
  );
}

async function AppearanceSettingsPageContent() {
  const [settings, t] = await Promise.all([pageSettings(), getTranslations("settings.appearance")]);
  return (
    <SettingsSection id="appearance-heading" title={t("title")} description={t("description")}>
      <AppearanceForm initial={settings} />
    </SettingsSection>
  );
}
