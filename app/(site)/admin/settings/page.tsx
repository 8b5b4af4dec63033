import type { Metadata } from "next";
import { InstanceSettingForm } from "@/components/moderation/instance-setting-form";
import { RelativeTime } from "@/components/ui/relative-time";
import { SETTING_INPUTS } from "@/lib/instance-settings/definitions";
import { adminPageCaller, adminPageMetadata } from "@/lib/moderation/access";
import { loadInstanceSettingsPage } from "@/lib/moderation/instance-settings";
import { orNotFound } from "@/lib/pastes/page";
import "@/components/settings/settings.css";

export const generateMetadata = (): Promise<Metadata> => adminPageMetadata("Instance settings");

/**
 * /admin/settings: what operators change often, changed without a restart (lib/instance-settings).
 * Each setting shows what holds, whether the environment or an admin's override gives it, and
 * takes a new value or a reset; every instance applies it within a second, the audit log keeps it.
 */
export default async function InstanceSettingsPage() {
  const settings = await orNotFound(adminPageCaller().then(loadInstanceSettingsPage));
  return (
    <section className="moderation settings-content" aria-labelledby="instance-settings-title">
      <div>
        <h1 id="instance-settings-title">Instance settings</h1>
        <p className="muted">
          The environment gives each of these; a value set here overrides it on every instance within a second, until it is reset. Changes
          are written to the <a href="/admin/audit?action=setting_changed">audit log</a>. The banner every page shows is an{" "}
          <a href="/admin/announcements">announcement</a>.
        </p>
      </div>
      {settings.map((setting) => {
        const envLabel = `${setting.envName}=${setting.envValue}`;
        return (
          <section
            key={setting.key}
            className="card settings-section"
            aria-labelledby={`setting-${setting.key}`}
            data-testid="instance-setting"
          >
            <header className="settings-section-head">
              <h2 id={`setting-${setting.key}`}>{setting.label}</h2>
              <p className="muted">{setting.about}</p>
            </header>
            <div className="settings-section-body">
              <p>
                Now <strong data-testid="instance-setting-value">{setting.value}</strong>,{" "}
                {setting.source === "override" && setting.updatedAt ? (
                  <>
                    set by {setting.updatedBy} <RelativeTime date={setting.updatedAt} /> (the environment says <code>{envLabel}</code>).
                  </>
                ) : (
                  <>
                    from the environment (<code>{envLabel}</code>).
                  </>
                )}
              </p>
              <InstanceSettingForm
                settingKey={setting.key}
                label={setting.label}
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
