-- AlterEnum
ALTER TYPE "audit_action" ADD VALUE 'revision_purged';

-- AlterTable
ALTER TABLE "paste_edits" ADD COLUMN     "purged_at" TIMESTAMPTZ(3);
