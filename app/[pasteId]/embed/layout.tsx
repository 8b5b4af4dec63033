import type { ReactNode } from "react";
import { ClientMessages } from "@/components/layout/client-messages";

/** A framed paste's client components: its pasties' Copy and line links. */
export default function EmbedLayout({ children }: { children: ReactNode }) {
  return <ClientMessages pick={["paste.image", "paste.lines", "paste.pasty", "site.request.copyRefused"]}>{children}</ClientMessages>;
}
