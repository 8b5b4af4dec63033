import type { ReactNode } from "react";

/** One titled block of a settings page. */
export function SettingsSection({
  id,
  title,
  description,
  children,
  danger,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  danger?: boolean;
}) {
  return (
    <section className={danger ? "card settings-section settings-danger" : "card settings-section"} aria-labelledby={id}>
      <header className="settings-section-head">
        <h2 id={id}>{title}</h2>
        {description ? <p className="muted">{description}</p> : null}
      </header>
      <div className="settings-section-body">{children}</div>
    </section>
  );
}
