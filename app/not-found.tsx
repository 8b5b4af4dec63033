import type { Metadata } from "next";
import { ButtonLink } from "@/components/ui/button";

export const metadata: Metadata = { title: "Not found", robots: { index: false } };

/**
 * One page for every "not here": a missing or expired paste, someone else's private paste (which
 * must look exactly like a missing one), an unknown user or address.
 */
export default function NotFound() {
  return (
    <section className="not-found" style={{ textAlign: "center", padding: "3rem 1rem" }}>
      <h1>Nothing here</h1>
      <p className="muted">
        This page does not exist. A paste may have expired or been deleted, or it is private.
      </p>
      <ButtonLink href="/" variant="primary">
        Create a new paste
      </ButtonLink>
    </section>
  );
}
