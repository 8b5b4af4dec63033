import type { Metadata } from "next";
import { NotFoundMessage } from "@/components/layout/not-found-message";

export const metadata: Metadata = { title: "Not found", robots: { index: false } };

/** `notFound()` from any page of the site (a missing paste, a private one of someone else). */
export default function NotFound() {
  return <NotFoundMessage />;
}
