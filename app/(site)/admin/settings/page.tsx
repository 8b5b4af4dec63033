import type { Metadata } from "next";
import type { ReactNode } from "react";
import { getLocale, getTranslations } from "next-intl/server";
import { InstanceSettingForm } from "@/components/moderation/instance-setting-form";
import { RelativeTime } from "@/components/ui/relative-time";
import { SETTING_INPUTS } from "@/lib/instance-settings/definitions";
import { adminPageCaller, adminPageMetadata } from "@/lib/moderation/access";
import { loadInstanceSettingsPage } from "@/lib/moderation/instance-settings";
import { orNotFound } from "@/lib/pastes/page";
import "@/components/settings/settings.css";

export const generateMetadata = async (): Promise<Metadata> => adminPageMetadata((await getTranslations("admin.titles"))("settings"));

/**
 * /admin/settings: what operators change often, changed without a restart (lib/instance-settings).
 * Each setting shows what holds, whether the environment or an admin's override gives it, and
 * takes a new value or a reset; every instance applies it within a second, the audit log keeps it.
 */
export default async function InstanceSettingsPage() {
  const [settings, t, titles, locale] = await Promise.all([
    orNotFound(adminPageCaller().then(loadInstanceSettingsPage)),
    getTranslations("admin.settingsPage"),
    getTranslations("admin.titles"),
    getLocale(),
  ]);
  return (
    <section className="moderation settings-content" aria-labelledby="instance-settings-title">
      <div>
        <h1 id="instance-settings-title">{titles("settings")}</h1>
        <p className="muted">
          {t.rich("intro", {
            audit: (chunks) => <a href="/admin/audit?action=setting_changed">{chunks}</a>,
            announcement: (chunks) => <a href="/admin/announcements">{chunks}</a>,
          })}
        </p>
      </div>
      {settings.map((setting) => {
        const envLabel = `${setting.envName}=${setting.envValue}`;
        const label = t(`settings.${setting.key}.label`);
        const value = (chunks: ReactNode) => (
          <strong data-testid="instance-setting-value" translate="no">
            {chunks}
          </strong>
        );
        const code = (chunks: ReactNode) => <code>{chunks}</code>;
        return (
          <section
            key={setting.key}
            className="card settings-section"
            aria-labelledby={`setting-${setting.key}`}
            data-testid="instance-setting"
          >
            <header className="settings-section-head">
              <h2 id={`setting-${setting.key}`}>{label}</h2>
              <p className="muted">{t(`settings.${setting.key}.about`)}</p>
            </header>
            <div className="settings-section-body">
              <p>
                {setting.source === "override" && setting.updatedAt
                  ? t.rich("nowSetBy", {
                      value: String(setting.value),
                      admin: setting.updatedBy ?? "",
                      env: envLabel,
                      strong: value,
                      code,
                      name: (chunks) => <span translate="no">{chunks}</span>,
                      time: () => <RelativeTime date={setting.updatedAt!} locale={locale} />,
                    })
                  : t.rich("nowFromEnvironment", { value: String(setting.value), env: envLabel, strong: value, code })}
              </p>
              <InstanceSettingForm
                settingKey={setting.key}
                label={label}
                newValueLabel={t(`settings.${setting.key}.newValue`)}
                value={setting.value}
                {...SETTING_INPUTS[setting.key]}
                updatedAt={setting.updatedAt}
                overridden={setting.source === "override"}
                envLabel={envLabel}
              />
            </div>
          </section>
        );
      })}
    </section>
  );
}
