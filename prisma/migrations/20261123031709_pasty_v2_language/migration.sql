-- AlterTable
ALTER TABLE "pasties" ADD COLUMN     "v2_language" VARCHAR(40);
