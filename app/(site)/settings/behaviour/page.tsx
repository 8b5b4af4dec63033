import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/layout/client-messages";
import { BehaviourForm } from "@/components/settings/behaviour-form";
import { SettingsSection } from "@/components/settings/settings-section";
import { languages, popularLanguageNames } from "@/lib/languages/data";
import { findLanguage } from "@/lib/languages/resolve";
import { pageSettings } from "@/lib/settings/page-settings";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("settings.titles"))("behaviour") };
}

export default function BehaviourSettingsPage() {
  return (
    <ClientMessages pick={["site.request", "settings.behaviour", "settings.common"]}>
      <BehaviourSettingsPageContent />
    </ClientMessages>
  );
}

async function BehaviourSettingsPageContent() {
  const [settings, t] = await Promise.all([pageSettings(), getTranslations("settings.behaviour")]);
  // The popular list as the API names them (it spells "Yaml"; the language is "YAML").
  const popular = [...new Set(popularLanguageNames.map((name) => findLanguage(name)?.name ?? name))];
  return (
    <SettingsSection id="behaviour-heading" title={t("title")} description={t("description")}>
      <BehaviourForm initial={settings} popularLanguages={popular} allLanguages={languages.map((language) => language.name)} />
    </SettingsSection>
  );
}
