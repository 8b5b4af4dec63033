-- AlterTable
ALTER TABLE "paste_edits" ADD COLUMN     "e2e" JSONB;

-- AlterTable
ALTER TABLE "pastes" ADD COLUMN     "e2e" JSONB;

-- End-to-end encrypted pastes (lib/e2e): their pasties hold ciphertext, which search must not
-- index (random words would match random queries). Their vector is their tags' alone: the title
-- column of such a paste is empty, its title is in the ciphertext.
CREATE OR REPLACE FUNCTION "paste_search_vector"(paste_id varchar, title text) RETURNS tsvector
LANGUAGE sql STABLE AS $$
  SELECT search_vector_of(title, 'B')
      || setweight(to_tsvector('simple'::regconfig,
           search_words(coalesce((SELECT string_agg(t.name, ' ') FROM paste_tags t WHERE t.paste_id = $1), ''))), 'A')
      || CASE WHEN EXISTS (SELECT 1 FROM pastes e WHERE e.id = $1 AND e.e2e IS NOT NULL) THEN ''::tsvector ELSE
           search_vector_of(coalesce((SELECT string_agg(p.title, ' ' ORDER BY p.position) FROM pasties p WHERE p.paste_id = $1), ''), 'B')
        || search_vector_of(left(coalesce((SELECT string_agg(p.content, E'\n' ORDER BY p.position) FROM pasties p WHERE p.paste_id = $1), ''), 100000), 'D')
         END
$$;
