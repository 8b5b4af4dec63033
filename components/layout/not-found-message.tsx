import { ButtonLink } from "@/components/ui/button";

/**
 * One message for every "not here": a missing or expired paste, someone else's private paste
 * (which must look exactly like a missing one), an unknown address.
 */
export function NotFoundMessage() {
  return (
    <section className="not-found">
      <h1>Nothing here</h1>
      <p className="muted">This page does not exist. A paste may have expired or been deleted, or it is private.</p>
      <ButtonLink href="/" variant="primary">
        Create a new paste
      </ButtonLink>
    </section>
  );
}
