-- A paste's kept history is bounded (issue 40, item 2): each edit knows its version number, the
-- date of the version it holds and its size, so the oldest can be folded away and the rest still
-- answer without reading their neighbours' snapshots.
ALTER TABLE "paste_edits" ADD COLUMN "version" INTEGER;
ALTER TABLE "paste_edits" ADD COLUMN "version_edited_at" TIMESTAMPTZ(3);
ALTER TABLE "paste_edits" ADD COLUMN "bytes" INTEGER;

UPDATE "paste_edits" e SET
  "version" = numbered.version,
  "version_edited_at" = numbered.version_edited_at,
  "bytes" = coalesce(octet_length(e."pasties"::text), 0) + coalesce(octet_length(e."encrypted_pasties"), 0) + coalesce(octet_length(e."e2e"::text), 0)
FROM (
  SELECT "id",
         (row_number() OVER w - 1)::int AS version,
         lag("edited_at") OVER w AS version_edited_at
  FROM "paste_edits"
  WINDOW w AS (PARTITION BY "paste_id" ORDER BY "edited_at", "id")
) numbered
WHERE numbered."id" = e."id";

ALTER TABLE "paste_edits" ALTER COLUMN "version" SET NOT NULL;
ALTER TABLE "paste_edits" ALTER COLUMN "bytes" SET NOT NULL;

CREATE UNIQUE INDEX "paste_edits_paste_id_version_key" ON "paste_edits"("paste_id", "version");
