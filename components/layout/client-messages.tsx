import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { type Catalogue, pickMessages } from "@/lib/i18n/catalogues";

/**
 * Hands the client components inside it the messages they use, and no others: every message
 * given here travels in the page's payload, so the whole catalogue (48 KB of English) would
 * weigh on every page. A provider inside another replaces its messages (it does not add to them),
 * so `pick` names everything the client components under it ask for; the root layout's covers the
 * site's chrome. `lib/i18n/client-messages.test.ts` fails when a page's client component uses a
 * namespace its nearest `ClientMessages` does not pick: the picks are string literals for it to read.
 */
export async function ClientMessages({ pick, children }: { pick: readonly string[]; children: ReactNode }) {
  const messages = (await getMessages()) as unknown as Catalogue;
  return <NextIntlClientProvider messages={pickMessages(messages, pick)}>{children}</NextIntlClientProvider>;
}
