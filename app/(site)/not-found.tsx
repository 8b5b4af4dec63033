import { NotFoundMessage, notFoundMetadata } from "@/components/layout/not-found-message";

export const generateMetadata = notFoundMetadata;

/** `notFound()` from any page of the site (a missing paste, a private one of someone else). */
export default function NotFound() {
  return <NotFoundMessage />;
}
