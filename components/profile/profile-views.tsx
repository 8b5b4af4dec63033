/** The profile's lists: the user's own pastes, and the pastes they starred. */
export function ProfileViews({ base, active }: { base: string; active: "pastes" | "starred" }) {
  const views = [
    { id: "pastes", label: "Pastes", href: base },
    { id: "starred", label: "Starred", href: `${base}?view=starred` },
  ] as const;
  return (
    <nav className="profile-views" aria-label="Lists">
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
