import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { PaletteProvider } from "@/components/command-palette/registry";
import { RelativeTimesRefresher } from "@/components/ui/relative-times-refresher";
import { ToastProvider } from "@/components/ui/toast";
import { ViewerProvider } from "@/components/viewer/viewer";
import { pageSettings } from "@/lib/settings/page-settings";
import { pageThemeAttributes } from "@/lib/settings/page-theme";
import { currentViewer } from "@/lib/users/viewer";
import "./globals.css";
import "./themes.css";
import "@/components/ui/ui.css";
import "@/components/layout/layout.css";

export const metadata: Metadata = {
  title: { default: "Myst", template: "%s · Myst" },
  description: "Share code and text: pastes with history, tags, encryption and an API.",
};

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

/** The document and the providers every page shares; the site's chrome is in app/(site)/layout. */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const [settings, viewer] = await Promise.all([pageSettings(), currentViewer()]);
  return (
    <html lang="en" {...pageThemeAttributes(settings)}>
      <body>
        <ViewerProvider viewer={viewer}>
          <ToastProvider>
            <PaletteProvider>{children}</PaletteProvider>
          </ToastProvider>
        </ViewerProvider>
        <RelativeTimesRefresher />
      </body>
    </html>
  );
}
