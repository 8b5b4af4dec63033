"use client";

import { CopyButton } from "@/components/ui/copy-button";

/** Recovery codes just made: shown this once, to be written down or copied somewhere safe. */
export function RecoveryCodesList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="new-token" role="region" aria-labelledby="recovery-codes-heading" data-testid="recovery-codes">
      <h3 id="recovery-codes-heading">Your recovery codes</h3>
      <p>
        Each one signs you in once in place of a code from the app, if you lose it. Keep them somewhere safe: they are not stored readably
        and will not be shown again.
      </p>
      <ol className="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <CopyButton text={codes.join("\n")} label="Copy codes" copiedMessage="Recovery codes copied" small={false} />{" "}
      <button type="button" className="btn btn-ghost btn-small" onClick={onDone}>
        I have saved them
      </button>
    </div>
  );
}
