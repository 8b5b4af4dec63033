"use client";

import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { downloadText } from "@/components/ui/download-text";

/** The file a download of the codes is saved as: whose codes they are, for someone finding it later. */
const RECOVERY_CODES_FILE = "myst-recovery-codes.txt";

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
      <div className="settings-actions">
        <CopyButton text={codes.join("\n")} label="Copy codes" copiedMessage="Recovery codes copied" small={false} />
        <Button onClick={() => downloadText(`${codes.join("\n")}\n`, RECOVERY_CODES_FILE)}>Download codes</Button>
        <Button variant="primary" onClick={onDone}>
          I have saved them
        </Button>
      </div>
    </div>
  );
}
