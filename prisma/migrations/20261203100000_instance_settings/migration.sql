-- AlterEnum
ALTER TYPE "audit_action" ADD VALUE 'setting_changed';

-- CreateTable
CREATE TABLE "instance_settings" (
    "key" VARCHAR(64) NOT NULL,
    "value" JSONB NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_by_id" VARCHAR(8) NOT NULL,
    "updated_by_name" VARCHAR(20) NOT NULL,

    CONSTRAINT "instance_settings_pkey" PRIMARY KEY ("key")
);
