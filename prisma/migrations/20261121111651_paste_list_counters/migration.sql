-- DropIndex
DROP INDEX "pastes_owner_id_created_at_idx";

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "paste_count" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "public_paste_count" INTEGER NOT NULL DEFAULT 0;

-- CreateIndex
CREATE INDEX "pastes_owner_id_created_at_id_idx" ON "pastes"("owner_id", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "pastes_owner_id_deletes_at_idx" ON "pastes"("owner_id", "deletes_at");

-- Per-owner paste counters, kept by the database itself so that every path that writes pastes
-- (the API, the expiry sweeper, a user's deletion cascading, an administrator's SQL) keeps them
-- right. Statement-level triggers with transition tables: a bulk insert or delete costs one
-- UPDATE per owner it touches, not one per row.
CREATE FUNCTION "pastes_count_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "users" AS u
  SET "paste_count" = u."paste_count" + d.total, "public_paste_count" = u."public_paste_count" + d.public
  FROM (SELECT "owner_id", count(*) AS total, count(*) FILTER (WHERE NOT "private") AS public
        FROM new_rows WHERE "owner_id" IS NOT NULL GROUP BY "owner_id") AS d
  WHERE u."id" = d."owner_id";
  RETURN NULL;
END $$;

CREATE FUNCTION "pastes_count_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "users" AS u
  SET "paste_count" = u."paste_count" - d.total, "public_paste_count" = u."public_paste_count" - d.public
  FROM (SELECT "owner_id", count(*) AS total, count(*) FILTER (WHERE NOT "private") AS public
        FROM old_rows WHERE "owner_id" IS NOT NULL GROUP BY "owner_id") AS d
  WHERE u."id" = d."owner_id";
  RETURN NULL;
END $$;

CREATE FUNCTION "pastes_count_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "users" AS u
  SET "paste_count" = u."paste_count" + d.total, "public_paste_count" = u."public_paste_count" + d.public
  FROM (SELECT "owner_id", sum(total) AS total, sum(public) AS public
        FROM (SELECT "owner_id", 1 AS total, (NOT "private")::int AS public FROM new_rows
              UNION ALL
              SELECT "owner_id", -1, -((NOT "private")::int) FROM old_rows) AS changes
        WHERE "owner_id" IS NOT NULL
        GROUP BY "owner_id"
        HAVING sum(total) <> 0 OR sum(public) <> 0) AS d
  WHERE u."id" = d."owner_id";
  RETURN NULL;
END $$;

CREATE TRIGGER "pastes_count_inserted" AFTER INSERT ON "pastes"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "pastes_count_inserted"();
CREATE TRIGGER "pastes_count_deleted" AFTER DELETE ON "pastes"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "pastes_count_deleted"();
CREATE TRIGGER "pastes_count_updated" AFTER UPDATE ON "pastes"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "pastes_count_updated"();

-- The pastes that exist already.
UPDATE "users" AS u
SET "paste_count" = c.total, "public_paste_count" = c.public
FROM (SELECT "owner_id", count(*) AS total, count(*) FILTER (WHERE NOT "private") AS public
      FROM "pastes" WHERE "owner_id" IS NOT NULL GROUP BY "owner_id") AS c
WHERE u."id" = c."owner_id";
