import { useTranslations } from "next-intl";

/** The profile's lists: the user's own pastes, and the pastes they starred. */
export function ProfileViews({ base, active }: { base: string; active: "pastes" | "starred" }) {
  const t = useTranslations("browse.profile");
  const views = [
    { id: "pastes", label: t("pastes"), href: base },
    { id: "starred", label: t("starred"), href: `${base}?view=starred` },
  ] as const;
  return (
    <nav className="profile-views" aria-label={t("views")}>
      <ul>
        {views.map((view) => (
          <li key={view.id}>
            <a className="chip" href={view.href} aria-current={view.id === active ? "page" : undefined}>
              {view.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
