-- AlterTable
ALTER TABLE "pastes" ADD COLUMN     "burn_after_read" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "share_links" (
    "id" VARCHAR(8) NOT NULL,
    "paste_id" VARCHAR(8) NOT NULL,
    "secret_hash" VARCHAR(64) NOT NULL,
    "label" VARCHAR(64) NOT NULL DEFAULT '',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3),
    "max_views" INTEGER,
    "views" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "share_links_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "share_links_secret_hash_key" ON "share_links"("secret_hash");

-- CreateIndex
CREATE INDEX "share_links_paste_id_created_at_idx" ON "share_links"("paste_id", "created_at");

-- CreateIndex
CREATE INDEX "pastes_owner_id_burn_after_read_created_at_idx" ON "pastes"("owner_id", "burn_after_read", "created_at" DESC);

-- AddForeignKey
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_paste_id_fkey" FOREIGN KEY ("paste_id") REFERENCES "pastes"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The owner's paste counters (migration 20261121111651_paste_list_counters) count what the
-- profile lists show, and burn-after-reading pastes are in no list: they are left out of both.
CREATE OR REPLACE FUNCTION "pastes_count_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "users" AS u
  SET "paste_count" = u."paste_count" + d.total, "public_paste_count" = u."public_paste_count" + d.public
  FROM (SELECT "owner_id", count(*) AS total, count(*) FILTER (WHERE NOT "private") AS public
        FROM new_rows WHERE "owner_id" IS NOT NULL AND NOT "burn_after_read" GROUP BY "owner_id") AS d
  WHERE u."id" = d."owner_id";
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION "pastes_count_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "users" AS u
  SET "paste_count" = u."paste_count" - d.total, "public_paste_count" = u."public_paste_count" - d.public
  FROM (SELECT "owner_id", count(*) AS total, count(*) FILTER (WHERE NOT "private") AS public
        FROM old_rows WHERE "owner_id" IS NOT NULL AND NOT "burn_after_read" GROUP BY "owner_id") AS d
  WHERE u."id" = d."owner_id";
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION "pastes_count_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "users" AS u
  SET "paste_count" = u."paste_count" + d.total, "public_paste_count" = u."public_paste_count" + d.public
  FROM (SELECT "owner_id", sum(total) AS total, sum(public) AS public
        FROM (SELECT "owner_id", 1 AS total, (NOT "private")::int AS public FROM new_rows WHERE NOT "burn_after_read"
              UNION ALL
              SELECT "owner_id", -1, -((NOT "private")::int) FROM old_rows WHERE NOT "burn_after_read") AS changes
        WHERE "owner_id" IS NOT NULL
        GROUP BY "owner_id"
        HAVING sum(total) <> 0 OR sum(public) <> 0) AS d
  WHERE u."id" = d."owner_id";
  RETURN NULL;
END $$;
