import { useTranslations } from "next-intl";

/**
 * The page of a purged revision (its version, a diff with it on one side), answered 410: that it
 * was purged and when, the server's words (English, as the API's), never what it held.
 */
export function PurgedRevision({ pasteId, message }: { pasteId: string; message: string }) {
  const t = useTranslations("history");
  return (
    <section aria-labelledby="purged-title">
      <p>
        <a href={`/${pasteId}/history`}>{t("nav.history")}</a> · <a href={`/${pasteId}`}>{t("nav.current")}</a>
      </p>
      <h1 id="purged-title">{t("purge.purgedTitle")}</h1>
      <p>{message}</p>
    </section>
  );
}
