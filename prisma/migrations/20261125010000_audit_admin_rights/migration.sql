-- AlterEnum
ALTER TYPE "audit_action" ADD VALUE 'admin_granted';
ALTER TYPE "audit_action" ADD VALUE 'admin_removed';
