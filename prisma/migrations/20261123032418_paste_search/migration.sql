-- AlterTable
ALTER TABLE "pastes" ADD COLUMN     "search_vector" tsvector;

-- CreateIndex
-- fastupdate off: new entries go into the index at once instead of a pending list that every
-- search must read through until a vacuum merges it (measured: 1 ms → 17 ms for a rare word on
-- 30,000 pastes right after a bulk load). A write pays a little more; searches stay even.
CREATE INDEX "pastes_search_vector_idx" ON "pastes" USING GIN ("search_vector") WITH (fastupdate = off);

-- CreateIndex
CREATE INDEX "pastes_created_at_id_idx" ON "pastes"("created_at" DESC, "id" DESC);

-- Full-text search (lib/search). Every paste row carries one tsvector over what search matches,
-- written by the database itself: the triggers below recompute it in the statement that changes
-- a title, a pasty or a tag, so it is current in the same transaction as every write, whichever
-- path writes (the API, the benchmark's bulk seed, an administrator's SQL). Core PostgreSQL only:
-- no extension (pg_trgm) is needed, so it works on PGlite, the embedded server and any server a
-- DATABASE_URL names, whatever that role may install.
--
-- Code identifiers: ASCII punctuation separates words (so `console.log`, `snake_case_name` and
-- `a/b/c.txt` are words of their own, not one host or file token of the default parser), and
-- each camelCase or PascalCase word is also indexed in its parts (`useEffect` → `useeffect`,
-- `use`, `effect`). Queries match words by prefix (lib/search/query.ts).
--
-- Weights say where a word came from: A tags (only the owner may match them: tags are the
-- owner's), B titles, C the parts of camelCase words, D pasty contents.

-- A text with its ASCII punctuation turned into spaces. Explicit ranges rather than [:alnum:]:
-- regular-expression classes follow the database's locale, and the embedded cluster's is C.
CREATE FUNCTION "search_words"(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(value, '[\x01-\x2F\x3A-\x40\x5B-\x60\x7B-\x7F]+', ' ', 'g')
$$;

-- The camelCase words of a text (already through search_words), cut into their parts.
CREATE FUNCTION "search_camel_parts"(words text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(regexp_replace(word[1], '([a-z0-9])([A-Z])|([A-Z])([A-Z][a-z])', '\1\3 \2\4', 'g'), ' '), '')
  FROM regexp_matches(words, '[A-Za-z0-9]*(?:[a-z0-9][A-Z]|[A-Z][A-Z][a-z])[A-Za-z0-9]*', 'g') AS word
$$;

-- The indexed form of a text, with the given weight for its words and C for camelCase parts.
CREATE FUNCTION "search_vector_of"(value text, weight "char") RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('simple'::regconfig, words), weight)
      || setweight(to_tsvector('simple'::regconfig, search_camel_parts(words)), 'C')
  FROM (SELECT search_words(value) AS words) AS w
$$;

-- A paste's vector from its title and what its tags and pasties hold now. Contents count up to
-- their first 100,000 characters: a tsvector holds at most 1 MB, and a paste of up to
-- MAX_PASTE_BYTES of hostile words (every one distinct) must still save.
CREATE FUNCTION "paste_search_vector"(paste_id varchar, title text) RETURNS tsvector
LANGUAGE sql STABLE AS $$
  SELECT search_vector_of(title, 'B')
      || setweight(to_tsvector('simple'::regconfig,
           search_words(coalesce((SELECT string_agg(t.name, ' ') FROM paste_tags t WHERE t.paste_id = $1), ''))), 'A')
      || search_vector_of(coalesce((SELECT string_agg(p.title, ' ' ORDER BY p.position) FROM pasties p WHERE p.paste_id = $1), ''), 'B')
      || search_vector_of(left(coalesce((SELECT string_agg(p.content, E'\n' ORDER BY p.position) FROM pasties p WHERE p.paste_id = $1), ''), 100000), 'D')
$$;

CREATE FUNCTION "pastes_search_vector"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."search_vector" := paste_search_vector(NEW."id", NEW."title");
  RETURN NEW;
END $$;

-- After a statement on pasties or paste_tags: the pastes it touched (a deleted paste's rows are
-- gone by then and match nothing).
CREATE FUNCTION "paste_parts_search_vector"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "pastes" AS p SET "search_vector" = paste_search_vector(p."id", p."title")
  WHERE p."id" IN (SELECT DISTINCT "paste_id" FROM changed_rows);
  RETURN NULL;
END $$;

CREATE TRIGGER "pastes_search_vector" BEFORE INSERT OR UPDATE OF "title" ON "pastes"
  FOR EACH ROW EXECUTE FUNCTION "pastes_search_vector"();
CREATE TRIGGER "pasties_inserted_search_vector" AFTER INSERT ON "pasties"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "paste_parts_search_vector"();
CREATE TRIGGER "pasties_updated_search_vector" AFTER UPDATE ON "pasties"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "paste_parts_search_vector"();
CREATE TRIGGER "pasties_deleted_search_vector" AFTER DELETE ON "pasties"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "paste_parts_search_vector"();
CREATE TRIGGER "paste_tags_inserted_search_vector" AFTER INSERT ON "paste_tags"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "paste_parts_search_vector"();
CREATE TRIGGER "paste_tags_updated_search_vector" AFTER UPDATE ON "paste_tags"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "paste_parts_search_vector"();
CREATE TRIGGER "paste_tags_deleted_search_vector" AFTER DELETE ON "paste_tags"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "paste_parts_search_vector"();

-- The pastes that exist already.
UPDATE "pastes" SET "search_vector" = paste_search_vector("id", "title");
