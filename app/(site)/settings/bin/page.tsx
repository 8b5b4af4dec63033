import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AdminPager } from "@/components/moderation/admin-pager";
import { BinEntryActions } from "@/components/settings/bin-entry-actions";
import { SettingsSection } from "@/components/settings/settings-section";
import { RelativeTime } from "@/components/ui/relative-time";
import { ScrollingTable } from "@/components/ui/scrolling-table";
import { pageCaller } from "@/lib/auth/current-user";
import { env } from "@/lib/core/env";
import { listOwnBin } from "@/lib/recycle-bin/queries";
import { binQuerySchema } from "@/lib/recycle-bin/schema";

export const metadata: Metadata = { title: "Recycle bin" };

interface BinPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** Settings → Recycle bin: the pastes you deleted, until RECYCLE_DAYS deletes them for good. */
export default async function BinSettingsPage({ searchParams }: BinPageProps) {
  const caller = await pageCaller();
  if (caller.kind !== "user") redirect("/login?next=/settings/bin");
  const asked = binQuerySchema.safeParse({ page: (await searchParams).page });
  const query = asked.success ? asked.data : binQuerySchema.parse({});
  const bin = await listOwnBin(caller, query);
  const days = env().RECYCLE_DAYS;
  return (
    <SettingsSection
      id="bin-heading"
      title="Recycle bin"
      description={
        days > 0
          ? `A paste you delete waits here for ${days} ${days === 1 ? "day" : "days"}, answering "not found" to everyone, you included. Restored, it comes back as it was.`
          : "This instance keeps no deleted pastes: deleting one is final."
      }
    >
      {bin.items.length === 0 ? (
        <p className="empty-state">Nothing in the bin.</p>
      ) : (
        <ScrollingTable label="Deleted pastes" testId="bin-table" columns={["Paste", "Deleted", "Deleted for good"]} actions>
          {bin.items.map((paste) => (
            <tr key={paste.id} data-testid="bin-row">
              <td>
                {paste.title || <span className="muted">Untitled</span>}
                <div className="muted token-id">
                  <code>{paste.id}</code>
                </div>
              </td>
              <td>
                <RelativeTime date={paste.binnedAt} />
              </td>
              <td>
                <RelativeTime date={paste.purgesAt} />
              </td>
              <td className="token-actions">
                <BinEntryActions id={paste.id} name={paste.title || `paste ${paste.id}`} />
              </td>
            </tr>
          ))}
        </ScrollingTable>
      )}
      <AdminPager
        label="Recycle bin pages"
        page={query.page + 1}
        hasNext={bin.hasNextPage}
        link={(page) => `/settings/bin?page=${page - 1}`}
      />
    </SettingsSection>
  );
}
