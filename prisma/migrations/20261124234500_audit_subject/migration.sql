-- AlterTable (a new column with no default rewrites no row: the append-only trigger is not asked)
ALTER TABLE "audit_entries" ADD COLUMN "subject_user_id" VARCHAR(8);

-- CreateIndex
CREATE INDEX "audit_entries_subject_user_id_idx" ON "audit_entries"("subject_user_id");
