"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { PurgeRevision } from "@/components/paste/purge-revision";
import { ButtonLink } from "@/components/ui/button";
import type { Landing } from "@/lib/editor/landing";
import { useSecretWords } from "./use-secret-words";

/**
 * What the writer sees after an edit instead of the paste, when the version it replaced held a
 * secret that earlier revisions still hold (lib/pastes/secrets-in-history.ts): each such revision
 * with its purge, then the paste. An edit alone leaves the secret in the history.
 */
export function SecretsInHistory({ pasteId, landing }: { pasteId: string; landing: Landing & { kind: "secrets-in-history" } }) {
  const t = useTranslations("account.secretsInHistory");
  const words = useSecretWords();
  const heading = useRef<HTMLHeadingElement>(null);
  const [purged, setPurged] = useState<number[]>([]);
  // The form this replaces had the focus: the news goes where the keyboard and screen reader are.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="secrets-in-history" aria-labelledby="secrets-in-history-heading" data-testid="secrets-in-history">
      <h2 id="secrets-in-history-heading" ref={heading} tabIndex={-1}>
        {t("heading")}
      </h2>
      <p>{t("text")}</p>
      <ul>
        {landing.revisions.map(({ revision, kinds }) => (
          <li key={revision}>
            {purged.includes(revision) ? (
              t("purged", { revision })
            ) : (
              <>
                {t("stillIn", { kinds: kinds.map(words.kind).join(", "), revision })}{" "}
                <PurgeRevision pasteId={pasteId} revision={revision} onPurged={() => setPurged((done) => [...done, revision])} />
              </>
            )}
          </li>
        ))}
      </ul>
      <p>
        <ButtonLink href={landing.path}>{t("view")}</ButtonLink>
      </p>
    </section>
  );
}
