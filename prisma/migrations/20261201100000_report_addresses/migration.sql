-- AlterTable
ALTER TABLE "paste_reports" ADD COLUMN     "reporter_address" VARCHAR(64);

-- An anonymous reporter's key is the hash of their address already (lib/moderation/reports.ts).
UPDATE "paste_reports" SET "reporter_address" = substr("reporter_key", 9) WHERE "reporter_key" LIKE 'address:%';
