-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateEnum
CREATE TYPE "action_type" AS ENUM ('paste_created', 'paste_edited', 'paste_deleted', 'paste_expired', 'user_created', 'user_deleted');

-- CreateTable
CREATE TABLE "users" (
    "id" VARCHAR(8) NOT NULL,
    "username" VARCHAR(20) NOT NULL,
    "username_key" VARCHAR(20) NOT NULL,
    "password_hash" TEXT,
    "is_admin" BOOLEAN NOT NULL DEFAULT false,
    "is_contributor" BOOLEAN NOT NULL DEFAULT false,
    "is_supporter" BOOLEAN NOT NULL DEFAULT false,
    "show_all_pastes_on_profile" BOOLEAN NOT NULL DEFAULT true,
    "settings" JSONB NOT NULL DEFAULT '{}',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "accounts" (
    "id" VARCHAR(8) NOT NULL,
    "user_id" VARCHAR(8) NOT NULL,
    "provider" VARCHAR(64) NOT NULL,
    "provider_account_id" VARCHAR(255) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "accounts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sessions" (
    "id" VARCHAR(8) NOT NULL,
    "token_hash" VARCHAR(64) NOT NULL,
    "user_id" VARCHAR(8) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "sessions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "access_tokens" (
    "id" VARCHAR(8) NOT NULL,
    "user_id" VARCHAR(8) NOT NULL,
    "secret_hash" VARCHAR(64) NOT NULL,
    "scopes" TEXT[],
    "description" VARCHAR(256) NOT NULL DEFAULT '',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3),

    CONSTRAINT "access_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "pastes" (
    "id" VARCHAR(8) NOT NULL,
    "owner_id" VARCHAR(8),
    "title" VARCHAR(128) NOT NULL DEFAULT '',
    "expires_in" VARCHAR(8) NOT NULL DEFAULT 'never',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "edited_at" TIMESTAMPTZ(3),
    "deletes_at" TIMESTAMPTZ(3),
    "private" BOOLEAN NOT NULL DEFAULT false,
    "pinned" BOOLEAN NOT NULL DEFAULT false,
    "stars" INTEGER NOT NULL DEFAULT 0,
    "encrypted_pasties" BYTEA,

    CONSTRAINT "pastes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "pasties" (
    "id" VARCHAR(8) NOT NULL,
    "paste_id" VARCHAR(8) NOT NULL,
    "position" INTEGER NOT NULL,
    "title" VARCHAR(50) NOT NULL DEFAULT '',
    "language" VARCHAR(100) NOT NULL DEFAULT 'Text',
    "content" TEXT NOT NULL,

    CONSTRAINT "pasties_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "paste_edits" (
    "id" VARCHAR(8) NOT NULL,
    "paste_id" VARCHAR(8) NOT NULL,
    "edited_at" TIMESTAMPTZ(3) NOT NULL,
    "title" VARCHAR(128) NOT NULL,
    "pasties" JSONB,
    "encrypted_pasties" BYTEA,

    CONSTRAINT "paste_edits_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "paste_tags" (
    "paste_id" VARCHAR(8) NOT NULL,
    "name" VARCHAR(32) NOT NULL,

    CONSTRAINT "paste_tags_pkey" PRIMARY KEY ("paste_id","name")
);

-- CreateTable
CREATE TABLE "stars" (
    "user_id" VARCHAR(8) NOT NULL,
    "paste_id" VARCHAR(8) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "stars_pkey" PRIMARY KEY ("user_id","paste_id")
);

-- CreateTable
CREATE TABLE "browser_sessions" (
    "id" VARCHAR(8) NOT NULL,
    "token_hash" VARCHAR(64) NOT NULL,
    "settings" JSONB NOT NULL DEFAULT '{}',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_used_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "browser_sessions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "announcements" (
    "id" VARCHAR(8) NOT NULL,
    "author_id" VARCHAR(8),
    "title" VARCHAR(200) NOT NULL,
    "content" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "announcements_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "avatars" (
    "id" VARCHAR(8) NOT NULL,
    "user_id" VARCHAR(8) NOT NULL,
    "mime_type" VARCHAR(32) NOT NULL,
    "data" BYTEA NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "avatars_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "action_logs" (
    "id" VARCHAR(8) NOT NULL,
    "type" "action_type" NOT NULL,
    "user_id" VARCHAR(8),
    "object_id" VARCHAR(8) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "action_logs_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "users_username_key_key" ON "users"("username_key");

-- CreateIndex
CREATE INDEX "accounts_user_id_idx" ON "accounts"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "accounts_provider_provider_account_id_key" ON "accounts"("provider", "provider_account_id");

-- CreateIndex
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions"("token_hash");

-- CreateIndex
CREATE INDEX "sessions_user_id_idx" ON "sessions"("user_id");

-- CreateIndex
CREATE INDEX "sessions_expires_at_idx" ON "sessions"("expires_at");

-- CreateIndex
CREATE INDEX "access_tokens_user_id_created_at_idx" ON "access_tokens"("user_id", "created_at");

-- CreateIndex
CREATE INDEX "access_tokens_expires_at_idx" ON "access_tokens"("expires_at");

-- CreateIndex
CREATE INDEX "pastes_owner_id_created_at_idx" ON "pastes"("owner_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "pastes_owner_id_pinned_created_at_idx" ON "pastes"("owner_id", "pinned", "created_at" DESC);

-- CreateIndex
CREATE INDEX "pastes_deletes_at_idx" ON "pastes"("deletes_at");

-- CreateIndex
CREATE UNIQUE INDEX "pasties_paste_id_position_key" ON "pasties"("paste_id", "position");

-- CreateIndex
CREATE INDEX "paste_edits_paste_id_edited_at_idx" ON "paste_edits"("paste_id", "edited_at" DESC);

-- CreateIndex
CREATE INDEX "paste_tags_name_paste_id_idx" ON "paste_tags"("name", "paste_id");

-- CreateIndex
CREATE INDEX "stars_paste_id_idx" ON "stars"("paste_id");

-- CreateIndex
CREATE UNIQUE INDEX "browser_sessions_token_hash_key" ON "browser_sessions"("token_hash");

-- CreateIndex
CREATE INDEX "browser_sessions_last_used_at_idx" ON "browser_sessions"("last_used_at");

-- CreateIndex
CREATE INDEX "announcements_created_at_idx" ON "announcements"("created_at" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "avatars_user_id_key" ON "avatars"("user_id");

-- CreateIndex
CREATE INDEX "action_logs_user_id_created_at_idx" ON "action_logs"("user_id", "created_at");

-- CreateIndex
CREATE INDEX "action_logs_created_at_idx" ON "action_logs"("created_at");

-- AddForeignKey
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "access_tokens" ADD CONSTRAINT "access_tokens_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "pastes" ADD CONSTRAINT "pastes_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "pasties" ADD CONSTRAINT "pasties_paste_id_fkey" FOREIGN KEY ("paste_id") REFERENCES "pastes"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "paste_edits" ADD CONSTRAINT "paste_edits_paste_id_fkey" FOREIGN KEY ("paste_id") REFERENCES "pastes"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "paste_tags" ADD CONSTRAINT "paste_tags_paste_id_fkey" FOREIGN KEY ("paste_id") REFERENCES "pastes"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "stars" ADD CONSTRAINT "stars_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "stars" ADD CONSTRAINT "stars_paste_id_fkey" FOREIGN KEY ("paste_id") REFERENCES "pastes"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "avatars" ADD CONSTRAINT "avatars_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "action_logs" ADD CONSTRAINT "action_logs_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
