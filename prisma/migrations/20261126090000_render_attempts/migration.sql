-- CreateTable
CREATE TABLE "render_attempts" (
    "paste_id" VARCHAR(8) NOT NULL,
    "content_key" VARCHAR(64) NOT NULL,
    "attempts" INTEGER NOT NULL,
    "started_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "render_attempts_pkey" PRIMARY KEY ("paste_id","content_key")
);

-- AddForeignKey
ALTER TABLE "render_attempts" ADD CONSTRAINT "render_attempts_paste_id_fkey" FOREIGN KEY ("paste_id") REFERENCES "pastes"("id") ON DELETE CASCADE ON UPDATE CASCADE;
