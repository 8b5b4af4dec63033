import type { DiffLine, DiffSegment, PastyDiff } from "@/lib/pastes/diff-view";

/**
 * One pasty's changes: side by side on wide screens, one unified column on narrow ones (both
 * rendered; CSS picks, so it works without JavaScript and on rotation). Hunks show; the long
 * unchanged stretches between them are folded into <details>, which open without JavaScript.
 * Line HTML comes from lib/pastes/diff-highlight.ts (escaped, highlighted by the render pool).
 */
export function PastyDiffView({ diff, index }: { diff: PastyDiff; index: number }) {
  const title =
    diff.oldTitle !== null && diff.newTitle !== null && diff.oldTitle !== diff.newTitle
      ? `${diff.oldTitle || "untitled"} → ${diff.newTitle || "untitled"}`
      : (diff.newTitle ?? diff.oldTitle) || "untitled";
  const language =
    diff.oldLanguage && diff.newLanguage && diff.oldLanguage !== diff.newLanguage
      ? `${diff.oldLanguage} → ${diff.newLanguage}`
      : (diff.newLanguage ?? diff.oldLanguage);
  let hunk = 0;
  return (
    <section className={`pasty pasty-diff diff-${diff.change}`} aria-label={`Changes of ${title}`}>
      <header className="pasty-header">
        <h2 className="pasty-title">{title}</h2>
        <span className="pasty-meta">{language}</span>
        <span className={`badge diff-badge-${diff.change}`}>{diff.change}</span>
        {diff.segments.length > 0 ? (
          <span className="pasty-meta">
            <span className="diff-count-added">+{diff.linesAdded}</span> <span className="diff-count-removed">−{diff.linesRemoved}</span>
            <span className="visually-hidden"> lines</span>
          </span>
        ) : null}
      </header>
      {diff.segments.length === 0 ? (
        <p className="muted diff-note">The content did not change.</p>
      ) : (
        diff.segments.map((segment, position) =>
          segment.collapsed ? (
            <details key={position} className="diff-fold">
              <summary>
                {foldLabel(segment)}
              </summary>
              <SegmentTables segment={segment} />
            </details>
          ) : (
            <div key={position} className="diff-hunk" id={`change-${index + 1}-${++hunk}`}>
              <SegmentTables segment={segment} />
            </div>
          ),
        )
      )}
    </section>
  );
}

function foldLabel(segment: DiffSegment): string {
  const first = segment.unified[0]!.newNumber;
  const last = segment.unified.at(-1)!.newNumber;
  const count = segment.unified.length;
  return `${count} unchanged ${count === 1 ? "line" : "lines"} (${first}–${last})`;
}

const code = (line: DiffLine | null, side: "del" | "ins", changed: boolean) => (
  <td className={line && changed ? `diff-code diff-${side}` : "diff-code"} dangerouslySetInnerHTML={{ __html: line?.html ?? "" }} />
);

function SegmentTables({ segment }: { segment: DiffSegment }) {
  return (
    <>
      <table className="diff-side-by-side">
        <colgroup>
          <col className="diff-number-column" />
          <col />
          <col className="diff-number-column" />
          <col />
        </colgroup>
        <tbody>
          {segment.rows.map((row, index) => (
            <tr key={index} className={`diff-row-${row.kind}`}>
              <td className="diff-number">{row.old?.oldNumber}</td>
              {code(row.old, "del", row.kind !== "same")}
              <td className="diff-number">{row.new?.newNumber}</td>
              {code(row.new, "ins", row.kind !== "same")}
            </tr>
          ))}
        </tbody>
      </table>
      <table className="diff-unified">
        <colgroup>
          <col className="diff-number-column" />
          <col className="diff-number-column" />
          <col />
        </colgroup>
        <tbody>
          {segment.unified.map((line, index) => (
            <tr key={index} className={`diff-line-${line.kind}`}>
              <td className="diff-number">{line.oldNumber}</td>
              <td className="diff-number">{line.newNumber}</td>
              <td className={line.kind === "removed" ? "diff-code diff-del" : line.kind === "added" ? "diff-code diff-ins" : "diff-code"}>
                <span className="diff-sign" aria-label={line.kind === "same" ? undefined : line.kind}>
                  {line.kind === "removed" ? "−" : line.kind === "added" ? "+" : " "}
                </span>
                <span dangerouslySetInnerHTML={{ __html: line.html }} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
