-- AlterEnum
ALTER TYPE "audit_action" ADD VALUE 'paste_quarantined';
ALTER TYPE "audit_action" ADD VALUE 'paste_released';

-- AlterTable
ALTER TABLE "pastes" ADD COLUMN "quarantined_at" TIMESTAMPTZ(3),
ADD COLUMN "quarantine_note" VARCHAR(500);

-- The profile lists' index covers the quarantine too: a list shown to others skips quarantined
-- pastes in the index alone, as it skips private and expired ones.
DROP INDEX "pastes_owner_id_created_at_id_private_burn_after_read_delet_idx";
CREATE INDEX "pastes_owner_id_created_at_id_private_burn_after_read_delet_idx" ON "pastes"("owner_id", "created_at" DESC, "id" DESC, "private", "burn_after_read", "deletes_at", "quarantined_at");

-- An owner's quarantined pastes, which lists shown to others subtract from the counters.
CREATE INDEX "pastes_owner_id_quarantined_at_idx" ON "pastes"("owner_id", "quarantined_at");
