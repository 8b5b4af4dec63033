export default function HomePage() {
  return (
    <section>
      <h1>Paste, share, script it.</h1>
      <p>
        Myst keeps code and text snippets: anonymous or signed in, private, pinned, tagged, encrypted, with their
        edit history. Everything the pages do, the <a href="/api/v3/ping">version-3 API</a> does too.
      </p>
    </section>
  );
}
