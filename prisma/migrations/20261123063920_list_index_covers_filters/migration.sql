-- DropIndex
DROP INDEX "pastes_owner_id_created_at_id_idx";

-- CreateIndex
CREATE INDEX "pastes_owner_id_created_at_id_private_burn_after_read_delet_idx" ON "pastes"("owner_id", "created_at" DESC, "id" DESC, "private", "burn_after_read", "deletes_at");
