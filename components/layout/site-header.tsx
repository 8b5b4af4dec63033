import { getTranslations } from "next-intl/server";
import { CommandPalette } from "@/components/command-palette/command-palette";
import { PaletteButton } from "@/components/command-palette/palette-button";
import { ButtonLink } from "@/components/ui/button";
import { pageSettings } from "@/lib/settings/page-settings";
import { manual } from "@/lib/site/manual";
import { AccountNav } from "./account-nav";

/**
 * On every page: the brand, a way to start a paste, the command palette, and the account menu
 * or the sign-in links (both of the page's reader: components/viewer/viewer.tsx).
 */
export async function SiteHeader() {
  const [settings, t] = await Promise.all([pageSettings(), getTranslations("site.header")]);
  // Only what the palette searches by: titles and headings, not the pages' text.
  const manualEntries = manual().pages.map(({ href, title, headings }) => ({ href, title, headings }));
  return (
    <header className="site-header">
      <a href="/" className="brand" translate="no">
        <span className="brand-mark" aria-hidden="true">
          ◆
        </span>
        Myst
      </a>
      <nav aria-label={t("mainNav")} className="main-nav">
        <ButtonLink href="/" small variant="primary">
          {t("newPaste")}
        </ButtonLink>
      </nav>
      <div className="header-tools">
        <PaletteButton />
      </div>
      <AccountNav />
      <CommandPalette theme={settings.theme} manual={manualEntries} />
    </header>
  );
}
