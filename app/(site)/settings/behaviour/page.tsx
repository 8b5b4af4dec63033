import type { Metadata } from "next";
import { BehaviourForm } from "@/components/settings/behaviour-form";
import { SettingsSection } from "@/components/settings/settings-section";
import { languages, popularLanguageNames } from "@/lib/languages/data";
import { findLanguage } from "@/lib/languages/resolve";
import { pageSettings } from "@/lib/settings/page-settings";

export const metadata: Metadata = { title: "Behaviour settings" };

export default async function BehaviourSettingsPage() {
  const settings = await pageSettings();
  // The popular list as the API names them (it spells "Yaml"; the language is "YAML").
  const popular = [...new Set(popularLanguageNames.map((name) => findLanguage(name)?.name ?? name))];
  return (
    <SettingsSection
      id="behaviour-heading"
      title="Behaviour"
      description="How the editor starts a new paste. Changes are saved and applied at once."
    >
      <BehaviourForm initial={settings} popularLanguages={popular} allLanguages={languages.map((language) => language.name)} />
    </SettingsSection>
  );
}
