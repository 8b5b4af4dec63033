import { ButtonLink } from "@/components/ui/button";

/** A paste's page in place of a paste the moderators hold back (answered 451: lib/pastes/page.ts orUnavailable). */
export function UnderReview() {
  return (
    <section className="not-found">
      <h1>Under review</h1>
      <p className="muted">This paste was reported and is under review by the moderators of this instance. It cannot be shown for now.</p>
      <ButtonLink href="/" variant="primary">
        Create a new paste
      </ButtonLink>
    </section>
  );
}
