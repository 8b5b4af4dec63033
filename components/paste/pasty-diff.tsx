import type { PastyDiff } from "@/lib/pastes/diff-view";

const changeLabel: Record<PastyDiff["change"], string> = {
  added: "added",
  removed: "removed",
  changed: "changed",
  renamed: "renamed",
  unchanged: "unchanged",
};

/**
 * One pasty's changes: side by side on wide screens, one unified column on narrow ones (both
 * rendered; CSS picks, so it works without JavaScript and on rotation).
 */
export function PastyDiffView({ diff }: { diff: PastyDiff }) {
  const title =
    diff.oldTitle !== null && diff.newTitle !== null && diff.oldTitle !== diff.newTitle
      ? `${diff.oldTitle || "untitled"} → ${diff.newTitle || "untitled"}`
      : (diff.newTitle ?? diff.oldTitle) || "untitled";
  const language =
    diff.oldLanguage && diff.newLanguage && diff.oldLanguage !== diff.newLanguage
      ? `${diff.oldLanguage} → ${diff.newLanguage}`
      : (diff.newLanguage ?? diff.oldLanguage);
  return (
    <section className={`pasty pasty-diff diff-${diff.change}`} aria-label={`Changes of ${title}`}>
      <header className="pasty-header">
        <h2 className="pasty-title">{title}</h2>
        <span className="pasty-meta">{language}</span>
        <span className={`badge diff-badge-${diff.change}`}>{changeLabel[diff.change]}</span>
      </header>
      {diff.change === "unchanged" || diff.change === "renamed" ? (
        <p className="muted diff-note">The content did not change.</p>
      ) : (
        <>
          <table className="diff-side-by-side">
            <caption className="visually-hidden">Before on the left, after on the right</caption>
            <colgroup>
              <col className="diff-number-column" />
              <col />
              <col className="diff-number-column" />
              <col />
            </colgroup>
            <thead className="visually-hidden">
              <tr>
                <th scope="col">Old line</th>
                <th scope="col">Before</th>
                <th scope="col">New line</th>
                <th scope="col">After</th>
              </tr>
            </thead>
            <tbody>
              {diff.rows.map((row, index) => (
                <tr key={index} className={`diff-row-${row.kind}`}>
                  <td className="diff-number">{row.old?.number}</td>
                  <td className={row.old && row.kind !== "same" ? "diff-code diff-del" : "diff-code"}>{row.old?.text}</td>
                  <td className="diff-number">{row.new?.number}</td>
                  <td className={row.new && row.kind !== "same" ? "diff-code diff-ins" : "diff-code"}>{row.new?.text}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <table className="diff-unified">
            <caption className="visually-hidden">Removed lines marked −, added lines marked +</caption>
            <colgroup>
              <col className="diff-number-column" />
              <col className="diff-number-column" />
              <col />
            </colgroup>
            <tbody>
              {diff.unified.map((line, index) => (
                <tr key={index} className={`diff-line-${line.kind}`}>
                  <td className="diff-number">{line.oldNumber}</td>
                  <td className="diff-number">{line.newNumber}</td>
                  <td className={line.kind === "removed" ? "diff-code diff-del" : line.kind === "added" ? "diff-code diff-ins" : "diff-code"}>
                    <span className="diff-sign" aria-label={line.kind === "same" ? undefined : line.kind}>
                      {line.kind === "removed" ? "−" : line.kind === "added" ? "+" : " "}
                    </span>
                    {line.text}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
