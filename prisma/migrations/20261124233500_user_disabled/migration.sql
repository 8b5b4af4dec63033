-- AlterEnum
ALTER TYPE "audit_action" ADD VALUE 'user_disabled';
ALTER TYPE "audit_action" ADD VALUE 'user_enabled';

-- AlterTable
ALTER TABLE "users" ADD COLUMN "disabled_at" TIMESTAMPTZ(3);
