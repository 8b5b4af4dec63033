"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { downloadText } from "@/components/ui/download-text";

/** The file a download of the codes is saved as: whose codes they are, for someone finding it later. */
const RECOVERY_CODES_FILE = "myst-recovery-codes.txt";

/** Recovery codes just made: shown this once, to be written down or copied somewhere safe. */
export function RecoveryCodesList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useTranslations("settings.recoveryCodes");
  return (
    <div className="new-token" role="region" aria-labelledby="recovery-codes-heading" data-testid="recovery-codes">
      <h3 id="recovery-codes-heading">{t("heading")}</h3>
      <p>{t("text")}</p>
      <ol className="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="settings-actions">
        <CopyButton text={codes.join("\n")} label={t("copy")} copiedMessage={t("copied")} small={false} />
        <Button onClick={() => downloadText(`${codes.join("\n")}\n`, RECOVERY_CODES_FILE)}>{t("download")}</Button>
        <Button variant="primary" onClick={onDone}>
          {t("saved")}
        </Button>
      </div>
    </div>
  );
}
