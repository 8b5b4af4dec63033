-- AlterTable
ALTER TABLE "pending_sign_ins" ADD COLUMN     "codes_tried" INTEGER NOT NULL DEFAULT 0;
