import type { Metadata } from "next";
import { AppearanceForm } from "@/components/settings/appearance-form";
import { SettingsSection } from "@/components/settings/settings-section";
import { pageSettings } from "@/lib/settings/page-settings";

export const metadata: Metadata = { title: "Appearance settings" };

export default async function AppearanceSettingsPage() {
  const settings = await pageSettings();
  return (
    <SettingsSection id="appearance-heading" title="Appearance" description="Changes are saved and applied at once.">
      <AppearanceForm initial={settings} />
    </SettingsSection>
  );
}
