import type { ReactNode } from "react";
import { ClientMessages } from "@/components/layout/client-messages";

/** The edit page's client components are the editor's: the messages the home page gives it. */
export default function EditLayout({ children }: { children: ReactNode }) {
  return (
    <ClientMessages
      pick={[
        "editor",
        "account.captcha",
        "account.secretsInHistory",
        "history.purge",
        "render.source",
        "reader.endToEnd",
        "site.request",
        "site.units",
      ]}
    >
      {children}
    </ClientMessages>
  );
}
