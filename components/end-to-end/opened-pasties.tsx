"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { PastiesLayout } from "@/components/paste/pasties-layout";
import { PastyCard } from "@/components/paste/pasty-card";
import type { PastyLanguage } from "@/lib/end-to-end/languages";
import type { PlainPasty } from "@/lib/end-to-end/format";
import { fileNamesOf } from "@/lib/pastes/file-names";
import { sharesOfLengths, textStats } from "@/lib/pastes/text-stats";
import { PlainTextActions } from "./plain-text-actions";

// The pasties of an E2E paste once the browser opened them, in the cards, tabs and language bar of
// any paste's page: counted, named and highlighted here with the same functions the server uses
// for the others (lib/pastes/text-stats.ts, file-names.ts), the grammars loaded as pasties need them.

const CodeEditor = dynamic(() => import("@/components/editor/code-editor"), {
  ssr: false,
  loading: () => <div className="code-editor-loading" aria-hidden="true" />,
});

/** The server describes the languages (their names are stored in the clear); Text for one it did not. */
export type LanguagesByName = Readonly<Record<string, PastyLanguage>>;

const languageOf = (languages: LanguagesByName, stored: string): PastyLanguage =>
  languages[stored] ?? { name: stored, color: null, extensions: [".txt"] };

/** Each language's share of the opened text, for the paste's language bar. */
export function openedLanguageShares(pasties: readonly PlainPasty[], languages: LanguagesByName) {
  return sharesOfLengths(pasties.map((pasty) => ({ language: languageOf(languages, pasty.language), length: pasty.content.length })));
}

interface OpenedPastiesProps {
  pasties: readonly PlainPasty[];
  languages: LanguagesByName;
  view: "tabbed" | "stacked";
}

export function OpenedPasties({ pasties, languages, view }: OpenedPastiesProps) {
  const t = useTranslations("paste");
  const fileNames = fileNamesOf(
    pasties.map((pasty) => ({ title: pasty.title, extensions: languageOf(languages, pasty.language).extensions })),
  );
  const named = pasties.map((pasty, index) => ({
    ...pasty,
    name: pasty.title.trim() || t("pastyNumber", { number: index + 1 }),
    fileName: fileNames[index]!,
  }));
  return (
    <PastiesLayout
      pasties={named}
      view={view}
      render={(pasty) => {
        const language = languageOf(languages, pasty.language);
        return (
          <PastyCard
            key={pasty.id}
            id={pasty.id}
            title={pasty.title}
            name={pasty.name}
            language={language}
            stats={textStats(pasty.content)}
            actions={<PlainTextActions name={pasty.name} text={pasty.content} fileName={pasty.fileName} />}
          >
            <div className="e2e-code" data-testid="e2e-pasty-content">
              <CodeEditor
                value={pasty.content}
                onChange={() => undefined}
                language={{ name: language.name, aliases: [], extensions: language.extensions, popular: false }}
                indentation="spaces"
                indentWidth={4}
                wrap
                readOnly
                label={t("pasty.code", { name: pasty.name })}
              />
            </div>
          </PastyCard>
        );
      }}
    />
  );
}
