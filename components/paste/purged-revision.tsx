/**
 * The page of a purged revision (its version, a diff with it on one side), answered 410: that it
 * was purged and when, the server's words, never what it held.
 */
export function PurgedRevision({ pasteId, message }: { pasteId: string; message: string }) {
  return (
    <section aria-labelledby="purged-title">
      <p>
        <a href={`/${pasteId}/history`}>← History</a> · <a href={`/${pasteId}`}>Current version</a>
      </p>
      <h1 id="purged-title">This revision was purged</h1>
      <p>{message}</p>
    </section>
  );
}
