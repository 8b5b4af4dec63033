-- CreateTable
CREATE TABLE "rendered_markup" (
    "paste_id" VARCHAR(8) NOT NULL,
    "content_key" VARCHAR(64) NOT NULL,
    "renderer_version" INTEGER NOT NULL,
    "html" TEXT NOT NULL,
    "note" TEXT,
    "rendered_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "rendered_markup_pkey" PRIMARY KEY ("paste_id","content_key")
);

-- CreateIndex
CREATE INDEX "rendered_markup_renderer_version_idx" ON "rendered_markup"("renderer_version");

-- AddForeignKey
ALTER TABLE "rendered_markup" ADD CONSTRAINT "rendered_markup_paste_id_fkey" FOREIGN KEY ("paste_id") REFERENCES "pastes"("id") ON DELETE CASCADE ON UPDATE CASCADE;
