-- AlterEnum
ALTER TYPE "action_type" ADD VALUE 'paste_restored';

-- AlterEnum
ALTER TYPE "audit_action" ADD VALUE 'paste_purged';

-- AlterTable
ALTER TABLE "pastes" ADD COLUMN     "binned_at" TIMESTAMPTZ(3),
ADD COLUMN     "deletes_at_before_bin" TIMESTAMPTZ(3);

-- CreateIndex
CREATE INDEX "pastes_owner_id_binned_at_idx" ON "pastes"("owner_id", "binned_at");

-- CreateIndex
CREATE INDEX "pastes_binned_at_idx" ON "pastes"("binned_at");
