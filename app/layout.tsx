import type { Metadata } from "next";
import type { ReactNode } from "react";
import { AuthStatus } from "@/components/auth/auth-status";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Myst", template: "%s · Myst" },
  description: "Share code and text: pastes with history, tags, encryption and an API.",
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <header className="site-header">
          <a href="/" className="brand">
            Myst
          </a>
          <AuthStatus />
        </header>
        <main className="site-main">{children}</main>
      </body>
    </html>
  );
}
