import type { ReactNode } from "react";
import { ClientMessages } from "@/components/layout/client-messages";

/** The admins' recycle bin lists its entries with the owners' actions (components/settings/bin-entry-actions.tsx). */
export default function AdminBinLayout({ children }: { children: ReactNode }) {
  return <ClientMessages pick={["settings.bin", "settings.common.cancel", "site.request"]}>{children}</ClientMessages>;
}
