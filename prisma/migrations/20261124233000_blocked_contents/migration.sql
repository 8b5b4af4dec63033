-- CreateTable
CREATE TABLE "blocked_contents" (
    "hash" CHAR(64) NOT NULL,
    "paste_id" VARCHAR(8) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "blocked_contents_pkey" PRIMARY KEY ("hash")
);
