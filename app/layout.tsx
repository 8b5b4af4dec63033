import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { AnnouncementBanner } from "@/components/announcements/banner";
import { PaletteProvider } from "@/components/command-palette/registry";
import { SiteHeader } from "@/components/layout/site-header";
import { ToastProvider } from "@/components/ui/toast";
import { pageSettings } from "@/lib/settings/page-settings";
import "./globals.css";
import "@/components/ui/ui.css";
import "@/components/layout/layout.css";

export const metadata: Metadata = {
  title: { default: "Myst", template: "%s · Myst" },
  description: "Share code and text: pastes with history, tags, encryption and an API.",
};

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const settings = await pageSettings();
  return (
    <html lang="en" data-theme={settings.theme}>
      <body>
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <ToastProvider>
          <PaletteProvider>
            <SiteHeader />
            <AnnouncementBanner />
            <main id="main" className="site-main">
              {children}
            </main>
          </PaletteProvider>
        </ToastProvider>
      </body>
    </html>
  );
}
