-- AlterEnum
ALTER TYPE "audit_action" ADD VALUE 'second_factors_reset';

-- AlterTable
ALTER TABLE "sessions" ADD COLUMN     "client_address" VARCHAR(64) NOT NULL DEFAULT '',
ADD COLUMN     "last_seen_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "second_factor_at" TIMESTAMPTZ(3),
ADD COLUMN     "user_agent" VARCHAR(256) NOT NULL DEFAULT '';

-- CreateTable
CREATE TABLE "sign_ins" (
    "id" VARCHAR(8) NOT NULL,
    "user_id" VARCHAR(8) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "method" VARCHAR(16) NOT NULL,
    "second_factor" VARCHAR(16),
    "succeeded" BOOLEAN NOT NULL,
    "client_address" VARCHAR(64) NOT NULL DEFAULT '',
    "user_agent" VARCHAR(256) NOT NULL DEFAULT '',

    CONSTRAINT "sign_ins_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "totp_authenticators" (
    "user_id" VARCHAR(8) NOT NULL,
    "secret_encrypted" TEXT NOT NULL,
    "confirmed_at" TIMESTAMPTZ(3),
    "last_used_step" BIGINT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "totp_authenticators_pkey" PRIMARY KEY ("user_id")
);

-- CreateTable
CREATE TABLE "recovery_codes" (
    "id" VARCHAR(8) NOT NULL,
    "user_id" VARCHAR(8) NOT NULL,
    "code_hash" VARCHAR(64) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "used_at" TIMESTAMPTZ(3),

    CONSTRAINT "recovery_codes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "pending_sign_ins" (
    "id" VARCHAR(8) NOT NULL,
    "token_hash" VARCHAR(64) NOT NULL,
    "user_id" VARCHAR(8) NOT NULL,
    "method" VARCHAR(16) NOT NULL DEFAULT 'password',
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "pending_sign_ins_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "sign_ins_user_id_created_at_idx" ON "sign_ins"("user_id", "created_at" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "recovery_codes_code_hash_key" ON "recovery_codes"("code_hash");

-- CreateIndex
CREATE INDEX "recovery_codes_user_id_idx" ON "recovery_codes"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "pending_sign_ins_token_hash_key" ON "pending_sign_ins"("token_hash");

-- CreateIndex
CREATE INDEX "pending_sign_ins_user_id_idx" ON "pending_sign_ins"("user_id");

-- CreateIndex
CREATE INDEX "pending_sign_ins_expires_at_idx" ON "pending_sign_ins"("expires_at");

-- AddForeignKey
ALTER TABLE "sign_ins" ADD CONSTRAINT "sign_ins_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "totp_authenticators" ADD CONSTRAINT "totp_authenticators_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "recovery_codes" ADD CONSTRAINT "recovery_codes_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "pending_sign_ins" ADD CONSTRAINT "pending_sign_ins_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
