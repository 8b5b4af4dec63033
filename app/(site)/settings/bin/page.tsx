import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { ClientMessages } from "@/components/layout/client-messages";
import { AdminPager } from "@/components/moderation/admin-pager";
import { BinEntryActions } from "@/components/settings/bin-entry-actions";
import { SettingsSection } from "@/components/settings/settings-section";
import { RelativeTime } from "@/components/ui/relative-time";
import { ScrollingTable } from "@/components/ui/scrolling-table";
import { pageCaller } from "@/lib/auth/current-user";
import { env } from "@/lib/core/env";
import { listOwnBin } from "@/lib/recycle-bin/queries";
import { binQuerySchema } from "@/lib/recycle-bin/schema";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("settings.titles"))("bin") };
}

interface BinPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** Settings → Recycle bin: the pastes you deleted, until RECYCLE_DAYS deletes them for good. */
export default function BinSettingsPage(props: BinPageProps) {
  return (
    <ClientMessages pick={["site.request", "settings.bin", "settings.common.cancel"]}>
      <BinSettingsPageContent {...props} />
    </ClientMessages>
  );
}

async function BinSettingsPageContent({ searchParams }: BinPageProps) {
  const caller = await pageCaller();
  if (caller.kind !== "user") redirect("/login?next=/settings/bin");
  const asked = binQuerySchema.safeParse({ page: (await searchParams).page });
  const query = asked.success ? asked.data : binQuerySchema.parse({});
  const [bin, t, common, locale] = await Promise.all([
    listOwnBin(caller, query),
    getTranslations("settings.bin"),
    getTranslations("settings.common"),
    getLocale(),
  ]);
  const days = env().RECYCLE_DAYS;
  return (
    <SettingsSection id="bin-heading" title={t("title")} description={days > 0 ? t("description", { days }) : t("keepsNone")}>
      {bin.items.length === 0 ? (
        <p className="empty-state">{t("empty")}</p>
      ) : (
        <ScrollingTable
          label={t("label")}
          testId="bin-table"
          columns={[t("paste"), t("deleted"), t("deletedForGood")]}
          actions={common("actions")}
        >
          {bin.items.map((paste) => (
            <tr key={paste.id} data-testid="bin-row">
              <td>
                {paste.title ? <span translate="no">{paste.title}</span> : <span className="muted">{t("untitled")}</span>}
                <div className="muted token-id">
                  <code>{paste.id}</code>
                </div>
              </td>
              <td>
                <RelativeTime date={paste.binnedAt} locale={locale} />
              </td>
              <td>
                <RelativeTime date={paste.purgesAt} locale={locale} />
              </td>
              <td className="token-actions">
                <BinEntryActions id={paste.id} name={paste.title || t("unnamed", { id: paste.id })} />
              </td>
            </tr>
          ))}
        </ScrollingTable>
      )}
      <AdminPager label={t("pages")} page={query.page + 1} hasNext={bin.hasNextPage} link={(page) => `/settings/bin?page=${page - 1}`} />
    </SettingsSection>
  );
}
