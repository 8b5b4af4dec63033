-- CreateEnum
CREATE TYPE "audit_action" AS ENUM ('paste_deleted', 'user_deleted', 'reports_dismissed');

-- CreateTable
CREATE TABLE "paste_reports" (
    "id" VARCHAR(8) NOT NULL,
    "paste_id" VARCHAR(8) NOT NULL,
    "reporter_key" VARCHAR(80) NOT NULL,
    "reason" VARCHAR(16) NOT NULL,
    "details" VARCHAR(2000),
    "contact" VARCHAR(200),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "closed_at" TIMESTAMPTZ(3),

    CONSTRAINT "paste_reports_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "audit_entries" (
    "id" VARCHAR(8) NOT NULL,
    "action" "audit_action" NOT NULL,
    "actor_id" VARCHAR(8) NOT NULL,
    "actor_name" VARCHAR(20) NOT NULL,
    "target_type" VARCHAR(8) NOT NULL,
    "target_id" VARCHAR(8) NOT NULL,
    "target_label" VARCHAR(128) NOT NULL DEFAULT '',
    "note" VARCHAR(500) NOT NULL DEFAULT '',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "audit_entries_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "paste_reports_closed_at_created_at_idx" ON "paste_reports"("closed_at", "created_at" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "paste_reports_paste_id_reporter_key_key" ON "paste_reports"("paste_id", "reporter_key");

-- CreateIndex
CREATE INDEX "audit_entries_created_at_id_idx" ON "audit_entries"("created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "audit_entries_action_created_at_id_idx" ON "audit_entries"("action", "created_at" DESC, "id" DESC);

-- AddForeignKey
ALTER TABLE "paste_reports" ADD CONSTRAINT "paste_reports_paste_id_fkey" FOREIGN KEY ("paste_id") REFERENCES "pastes"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The audit log is append-only: whatever the application does, a row once written stays as it is.
CREATE FUNCTION audit_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_entries is append-only';
END;
$$;

CREATE TRIGGER audit_entries_append_only
  BEFORE UPDATE OR DELETE OR TRUNCATE ON "audit_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION audit_entries_append_only();
