import type { Metadata, Viewport } from "next";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { ClientMessages } from "@/components/layout/client-messages";
import { PaletteProvider } from "@/components/command-palette/registry";
import { RelativeTimesRefresher } from "@/components/ui/relative-times-refresher";
import { ToastProvider } from "@/components/ui/toast";
import { ViewerProvider } from "@/components/viewer/viewer";
import { pageSettings } from "@/lib/settings/page-settings";
import { pageLocale } from "@/lib/settings/page-locale";
import { pageThemeAttributes } from "@/lib/settings/page-theme";
import { textDirection } from "@/lib/i18n/locales";
import { currentViewer } from "@/lib/users/viewer";
import "./globals.css";
import "./themes.css";
import "@/components/ui/ui.css";
import "@/components/layout/layout.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("site.metadata");
  return { title: { default: "Myst", template: "%s · Myst" }, description: t("description") };
}

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

/** The document and the providers every page shares; the site's chrome is in app/(site)/layout. */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const [settings, viewer, locale] = await Promise.all([pageSettings(), currentViewer(), pageLocale()]);
  // The pseudo-locale (tests only) is English to the browser: no language tag of its own.
  const lang = locale === "en-XA" ? "en" : locale;
  return (
    <html lang={lang} dir={textDirection(locale)} {...pageThemeAttributes(settings)}>
      <body>
        {/* The chrome's messages; each page hands its own client components theirs. */}
        <ClientMessages pick={[]}>
          <ViewerProvider viewer={viewer}>
            <ToastProvider>
              <PaletteProvider>{children}</PaletteProvider>
            </ToastProvider>
          </ViewerProvider>
          <RelativeTimesRefresher />
        </ClientMessages>
      </body>
    </html>
  );
}
