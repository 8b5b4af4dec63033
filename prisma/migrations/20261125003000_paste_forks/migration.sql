-- CreateTable
CREATE TABLE "paste_forks" (
    "paste_id" VARCHAR(8) NOT NULL,
    "forked_from_id" VARCHAR(8) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "paste_forks_pkey" PRIMARY KEY ("paste_id")
);

-- CreateIndex
CREATE INDEX "paste_forks_forked_from_id_created_at_idx" ON "paste_forks"("forked_from_id", "created_at" DESC);

-- AddForeignKey
ALTER TABLE "paste_forks" ADD CONSTRAINT "paste_forks_paste_id_fkey" FOREIGN KEY ("paste_id") REFERENCES "pastes"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "paste_forks" ADD CONSTRAINT "paste_forks_forked_from_id_fkey" FOREIGN KEY ("forked_from_id") REFERENCES "pastes"("id") ON DELETE CASCADE ON UPDATE CASCADE;
