-- AlterTable
ALTER TABLE "pasties" ADD COLUMN     "char_length" INTEGER NOT NULL DEFAULT 0;

-- Each pasty's length in characters, kept by the database itself: profile lists and search hits
-- count language shares by it instead of reading every pasty's content (a paste of 50 pasties of
-- 40 KB was 2 MB to decompress per list row).
CREATE FUNCTION "pasty_char_length"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."char_length" := char_length(NEW."content");
  RETURN NEW;
END $$;
CREATE TRIGGER "pasty_char_length" BEFORE INSERT OR UPDATE OF "content" ON "pasties"
  FOR EACH ROW EXECUTE FUNCTION "pasty_char_length"();

-- The pasties that exist already (their search vectors do not change: that trigger rests meanwhile).
ALTER TABLE "pasties" DISABLE TRIGGER "pasties_updated_search_vector";
UPDATE "pasties" SET "char_length" = char_length("content");
ALTER TABLE "pasties" ENABLE TRIGGER "pasties_updated_search_vector";
