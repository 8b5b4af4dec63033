-- AlterTable
ALTER TABLE "pastes" ADD COLUMN     "comments_enabled" BOOLEAN NOT NULL DEFAULT true;

-- CreateTable
CREATE TABLE "paste_comments" (
    "id" VARCHAR(8) NOT NULL,
    "paste_id" VARCHAR(8) NOT NULL,
    "author_id" VARCHAR(8) NOT NULL,
    "pasty_id" VARCHAR(8) NOT NULL,
    "version" INTEGER NOT NULL,
    "from_line" INTEGER NOT NULL,
    "to_line" INTEGER NOT NULL,
    "body" TEXT,
    "encrypted_body" BYTEA,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "edited_at" TIMESTAMPTZ(3),

    CONSTRAINT "paste_comments_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "paste_comments_paste_id_created_at_id_idx" ON "paste_comments"("paste_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "paste_comments_author_id_idx" ON "paste_comments"("author_id");

-- AddForeignKey
ALTER TABLE "paste_comments" ADD CONSTRAINT "paste_comments_paste_id_fkey" FOREIGN KEY ("paste_id") REFERENCES "pastes"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "paste_comments" ADD CONSTRAINT "paste_comments_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
