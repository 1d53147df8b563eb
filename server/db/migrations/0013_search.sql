-- Site search: ranked full-text search (PostgreSQL's text search, 'simple' configuration, so titles in
-- every language are matched as written), with prefix matching, typo tolerance (pg_trgm over the site's
-- words) and accents folded (unaccent). Both extensions ship with PGlite (loaded in pglite-worker.mjs).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE TABLE "search_documents" (
	"kind" smallint NOT NULL,
	"item_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone,
	"document" "tsvector" NOT NULL,
	"names" "tsvector" NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_documents_kind_item_id_pk" PRIMARY KEY("kind","item_id")
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"site_id" integer NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "search_terms_site_id_word_pk" PRIMARY KEY("site_id","word")
);
--> statement-breakpoint
CREATE INDEX "search_documents_names_works_idx" ON "search_documents" USING gin ("names") WHERE "search_documents"."kind" = 0;--> statement-breakpoint
CREATE INDEX "search_documents_names_others_idx" ON "search_documents" USING gin ("names") WHERE "search_documents"."kind" <> 0;--> statement-breakpoint
CREATE INDEX "search_documents_works_order_idx" ON "search_documents" USING btree ("site_id","position","item_id") WHERE "search_documents"."kind" = 0;--> statement-breakpoint
CREATE INDEX "search_documents_site_idx" ON "search_documents" USING btree ("site_id","kind","item_id");--> statement-breakpoint
CREATE INDEX "search_documents_works_idx" ON "search_documents" USING gin ("document") WHERE "search_documents"."kind" = 0;--> statement-breakpoint
CREATE INDEX "search_documents_others_idx" ON "search_documents" USING gin ("document") WHERE "search_documents"."kind" <> 0;--> statement-breakpoint
CREATE INDEX "search_terms_prefix_idx" ON "search_terms" USING btree ("site_id","word" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_terms_trigram_idx" ON "search_terms" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inventory_artist_order_idx" ON "inventory" USING btree ("artist_id","sort_order","id");
--> statement-breakpoint
-- Text folded for search: lower case, accents removed ('Iberê' -> 'ibere'). unaccent() alone is only
-- STABLE (its dictionary could be swapped); naming the dictionary makes the wrapper IMMUTABLE, so it may
-- serve in indexes and generated columns.
CREATE OR REPLACE FUNCTION search_fold(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$ SELECT lower(unaccent('unaccent'::regdictionary, value)) $$;
--> statement-breakpoint
-- The folded words of a text at one weight. HTML tags and entities are not words to the parser, so rich
-- text (post bodies, show descriptions, biographies) needs no stripping first.
CREATE OR REPLACE FUNCTION search_words(value text, weight "char") RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT setweight(to_tsvector('simple', search_fold(coalesce(value, ''))), weight) $$;
--> statement-breakpoint
-- A word as a tsquery operand, quoted, optionally a prefix ('mon':*).
CREATE OR REPLACE FUNCTION search_operand(word text, prefix boolean) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$ SELECT '''' || replace(replace(word, '\', '\\'), '''', '''''') || '''' || CASE WHEN prefix THEN ':*' ELSE '' END $$;
--> statement-breakpoint
-- Each refresh function makes the search documents of the given items match their rows (deleting those
-- whose row is gone) and adds their words to the site's vocabulary. Written as set operations, so a seed
-- or an import of thousands of rows refreshes them in one statement per batch.
CREATE OR REPLACE FUNCTION search_refresh_inventory(ids integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM search_documents d WHERE d.kind = 0 AND d.item_id = ANY(ids) AND NOT EXISTS (SELECT 1 FROM inventory i WHERE i.id = d.item_id);
  WITH docs AS (
    INSERT INTO search_documents AS d (kind, item_id, site_id, visible, published_at, position, document, names)
    SELECT 0, i.id, i.site_id, i.active, NULL, i.sort_order,
      search_words(i.title, 'A') || search_words(a.name, 'B') || search_words(array_to_string(i.tags, ' '), 'C') || search_words(i.medium, 'D'),
      search_words(i.title, 'A')
    FROM inventory i LEFT JOIN artists a ON a.id = i.artist_id
    WHERE i.id = ANY(ids)
    ON CONFLICT (kind, item_id) DO UPDATE SET site_id = excluded.site_id, visible = excluded.visible, published_at = excluded.published_at, position = excluded.position, document = excluded.document, names = excluded.names
    WHERE (d.site_id, d.visible, d.published_at, d.position, d.document) IS DISTINCT FROM (excluded.site_id, excluded.visible, excluded.published_at, excluded.position, excluded.document)
    RETURNING d.site_id, d.document
  )
  INSERT INTO search_terms (site_id, word) SELECT DISTINCT docs.site_id, w.lexeme FROM docs, unnest(docs.document) AS w ON CONFLICT DO NOTHING;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_refresh_artists(ids integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM search_documents d WHERE d.kind = 1 AND d.item_id = ANY(ids) AND NOT EXISTS (SELECT 1 FROM artists a WHERE a.id = d.item_id);
  WITH docs AS (
    INSERT INTO search_documents AS d (kind, item_id, site_id, visible, published_at, position, document, names)
    SELECT 1, a.id, a.site_id, true, NULL, a.sort_order,
      search_words(a.name, 'A') || search_words(array_to_string(a.tags, ' '), 'C') || search_words(a.bio, 'C') || search_words(a.biography, 'D'),
      search_words(a.name, 'A')
    FROM artists a
    WHERE a.id = ANY(ids)
    ON CONFLICT (kind, item_id) DO UPDATE SET site_id = excluded.site_id, visible = excluded.visible, published_at = excluded.published_at, position = excluded.position, document = excluded.document, names = excluded.names
    WHERE (d.site_id, d.visible, d.published_at, d.position, d.document) IS DISTINCT FROM (excluded.site_id, excluded.visible, excluded.published_at, excluded.position, excluded.document)
    RETURNING d.site_id, d.document
  )
  INSERT INTO search_terms (site_id, word) SELECT DISTINCT docs.site_id, w.lexeme FROM docs, unnest(docs.document) AS w ON CONFLICT DO NOTHING;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_refresh_posts(ids integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM search_documents d WHERE d.kind = 2 AND d.item_id = ANY(ids) AND NOT EXISTS (SELECT 1 FROM posts p WHERE p.id = d.item_id);
  WITH docs AS (
    INSERT INTO search_documents AS d (kind, item_id, site_id, visible, published_at, position, document, names)
    SELECT 2, p.id, p.site_id, true, p.published_at, 0,
      search_words(p.title, 'A') || search_words(array_to_string(p.tags, ' '), 'C') || search_words(p.excerpt, 'C') || search_words(p.html, 'D'),
      search_words(p.title, 'A')
    FROM posts p
    WHERE p.id = ANY(ids)
    ON CONFLICT (kind, item_id) DO UPDATE SET site_id = excluded.site_id, visible = excluded.visible, published_at = excluded.published_at, position = excluded.position, document = excluded.document, names = excluded.names
    WHERE (d.site_id, d.visible, d.published_at, d.position, d.document) IS DISTINCT FROM (excluded.site_id, excluded.visible, excluded.published_at, excluded.position, excluded.document)
    RETURNING d.site_id, d.document
  )
  INSERT INTO search_terms (site_id, word) SELECT DISTINCT docs.site_id, w.lexeme FROM docs, unnest(docs.document) AS w ON CONFLICT DO NOTHING;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_refresh_shows(ids integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM search_documents d WHERE d.kind = 3 AND d.item_id = ANY(ids) AND NOT EXISTS (SELECT 1 FROM shows s WHERE s.id = d.item_id);
  WITH docs AS (
    INSERT INTO search_documents AS d (kind, item_id, site_id, visible, published_at, position, document, names)
    SELECT 3, s.id, s.site_id, true, NULL, s.sort_order,
      search_words(s.title, 'A')
        || search_words((SELECT string_agg(a.name, ' ') FROM show_artists sa JOIN artists a ON a.id = sa.artist_id WHERE sa.show_id = s.id), 'B')
        || search_words(array_to_string(s.tags, ' '), 'C') || search_words(s.description, 'D'),
      search_words(s.title, 'A')
    FROM shows s
    WHERE s.id = ANY(ids)
    ON CONFLICT (kind, item_id) DO UPDATE SET site_id = excluded.site_id, visible = excluded.visible, published_at = excluded.published_at, position = excluded.position, document = excluded.document, names = excluded.names
    WHERE (d.site_id, d.visible, d.published_at, d.position, d.document) IS DISTINCT FROM (excluded.site_id, excluded.visible, excluded.published_at, excluded.position, excluded.document)
    RETURNING d.site_id, d.document
  )
  INSERT INTO search_terms (site_id, word) SELECT DISTINCT docs.site_id, w.lexeme FROM docs, unnest(docs.document) AS w ON CONFLICT DO NOTHING;
$$;
--> statement-breakpoint
-- Inserts and deletes: statement-level triggers with transition tables, so a seed or an import of
-- thousands of rows refreshes them in one call per statement.
CREATE OR REPLACE FUNCTION search_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    ids := ARRAY(SELECT id FROM new_rows);
  ELSE
    ids := ARRAY(SELECT id FROM old_rows);
  END IF;
  CASE TG_TABLE_NAME
    WHEN 'inventory' THEN PERFORM search_refresh_inventory(ids);
    WHEN 'artists' THEN PERFORM search_refresh_artists(ids);
    WHEN 'posts' THEN PERFORM search_refresh_posts(ids);
    WHEN 'shows' THEN PERFORM search_refresh_shows(ids);
  END CASE;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Updates: per row, and only of the columns a search document is made of (each trigger names them and
-- compares them), so a price, stock or sort-key update elsewhere costs nothing here.
CREATE OR REPLACE FUNCTION search_row_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  CASE TG_TABLE_NAME
    WHEN 'inventory' THEN PERFORM search_refresh_inventory(ARRAY[NEW.id]);
    WHEN 'artists' THEN
      PERFORM search_refresh_artists(ARRAY[NEW.id]);
      -- An artist's name is also in the documents of their works and shows.
      IF NEW.name IS DISTINCT FROM OLD.name THEN
        PERFORM search_refresh_inventory(ARRAY(SELECT id FROM inventory WHERE artist_id = NEW.id));
        PERFORM search_refresh_shows(ARRAY(SELECT show_id FROM show_artists WHERE artist_id = NEW.id));
      END IF;
    WHEN 'posts' THEN PERFORM search_refresh_posts(ARRAY[NEW.id]);
    WHEN 'shows' THEN PERFORM search_refresh_shows(ARRAY[NEW.id]);
  END CASE;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A show's artists are part of its document.
CREATE OR REPLACE FUNCTION search_show_artists_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM search_refresh_shows(ARRAY(SELECT DISTINCT show_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM search_refresh_shows(ARRAY(SELECT DISTINCT show_id FROM old_rows));
  ELSE
    PERFORM search_refresh_shows(ARRAY(SELECT show_id FROM new_rows UNION SELECT show_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_inventory_insert AFTER INSERT ON inventory REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_rows_changed();
--> statement-breakpoint
CREATE TRIGGER search_inventory_delete AFTER DELETE ON inventory REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_rows_changed();
--> statement-breakpoint
CREATE TRIGGER search_inventory_update AFTER UPDATE OF site_id, title, artist_id, medium, tags, active, sort_order ON inventory FOR EACH ROW
  WHEN ((OLD.site_id, OLD.title, OLD.artist_id, OLD.medium, OLD.tags, OLD.active, OLD.sort_order) IS DISTINCT FROM (NEW.site_id, NEW.title, NEW.artist_id, NEW.medium, NEW.tags, NEW.active, NEW.sort_order))
  EXECUTE FUNCTION search_row_updated();
--> statement-breakpoint
CREATE TRIGGER search_artists_insert AFTER INSERT ON artists REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_rows_changed();
--> statement-breakpoint
CREATE TRIGGER search_artists_delete AFTER DELETE ON artists REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_rows_changed();
--> statement-breakpoint
CREATE TRIGGER search_artists_update AFTER UPDATE OF site_id, name, bio, biography, tags, sort_order ON artists FOR EACH ROW
  WHEN ((OLD.site_id, OLD.name, OLD.bio, OLD.biography, OLD.tags, OLD.sort_order) IS DISTINCT FROM (NEW.site_id, NEW.name, NEW.bio, NEW.biography, NEW.tags, NEW.sort_order))
  EXECUTE FUNCTION search_row_updated();
--> statement-breakpoint
CREATE TRIGGER search_posts_insert AFTER INSERT ON posts REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_rows_changed();
--> statement-breakpoint
CREATE TRIGGER search_posts_delete AFTER DELETE ON posts REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_rows_changed();
--> statement-breakpoint
CREATE TRIGGER search_posts_update AFTER UPDATE OF site_id, title, excerpt, html, tags, published_at ON posts FOR EACH ROW
  WHEN ((OLD.site_id, OLD.title, OLD.excerpt, OLD.html, OLD.tags, OLD.published_at) IS DISTINCT FROM (NEW.site_id, NEW.title, NEW.excerpt, NEW.html, NEW.tags, NEW.published_at))
  EXECUTE FUNCTION search_row_updated();
--> statement-breakpoint
CREATE TRIGGER search_shows_insert AFTER INSERT ON shows REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_rows_changed();
--> statement-breakpoint
CREATE TRIGGER search_shows_delete AFTER DELETE ON shows REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_rows_changed();
--> statement-breakpoint
CREATE TRIGGER search_shows_update AFTER UPDATE OF site_id, title, description, tags, sort_order ON shows FOR EACH ROW
  WHEN ((OLD.site_id, OLD.title, OLD.description, OLD.tags, OLD.sort_order) IS DISTINCT FROM (NEW.site_id, NEW.title, NEW.description, NEW.tags, NEW.sort_order))
  EXECUTE FUNCTION search_row_updated();
--> statement-breakpoint
CREATE TRIGGER search_show_artists_insert AFTER INSERT ON show_artists REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_show_artists_changed();
--> statement-breakpoint
CREATE TRIGGER search_show_artists_update AFTER UPDATE ON show_artists REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_show_artists_changed();
--> statement-breakpoint
CREATE TRIGGER search_show_artists_delete AFTER DELETE ON show_artists REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_show_artists_changed();
--> statement-breakpoint
-- The query a visitor typed, as a tsquery over one site: every word must match (AND). A word matches
-- as a prefix ('mon' finds 'Monet') when some word of the site begins with it; otherwise it stands for
-- the site's three words most like it (a typo: 'picaso' finds 'Picasso'). NULL when a word matches
-- nothing, or there are no words: then nothing is found.
CREATE OR REPLACE FUNCTION search_query(site integer, query text) RETURNS tsquery
LANGUAGE plpgsql STABLE AS $$
DECLARE
  token text;
  alternatives text;
  result tsquery;
  part tsquery;
BEGIN
  FOR token IN SELECT t.lexeme FROM unnest(to_tsvector('simple', search_fold(left(query, 200)))) AS t LIMIT 8 LOOP
    IF EXISTS (SELECT 1 FROM search_terms st WHERE st.site_id = site AND st.word ~>=~ token AND st.word ~<=~ (token || chr(1114111))) THEN
      -- A single letter stands for itself: as a prefix it would match nearly everything.
      part := search_operand(token, length(token) > 1)::tsquery;
    ELSE
      SELECT string_agg(search_operand(s.word, false), ' | ') INTO alternatives FROM (
        SELECT st.word FROM search_terms st
        -- % (trigram similarity at least 0.3) is what the index answers; 0.4 keeps gibberish from
        -- being 'corrected' into some short word.
        WHERE st.site_id = site AND length(token) > 2 AND st.word % token AND similarity(st.word, token) >= 0.4
        ORDER BY similarity(st.word, token) DESC, st.word
        LIMIT 3
      ) s;
      IF alternatives IS NULL THEN
        RETURN NULL;
      END IF;
      part := alternatives::tsquery;
    END IF;
    result := CASE WHEN result IS NULL THEN part ELSE result && part END;
  END LOOP;
  RETURN result;
END $$;
--> statement-breakpoint
-- Documents for what a database already holds when this migration runs.
SELECT search_refresh_artists(ARRAY(SELECT id FROM artists));
--> statement-breakpoint
SELECT search_refresh_inventory(ARRAY(SELECT id FROM inventory));
--> statement-breakpoint
SELECT search_refresh_posts(ARRAY(SELECT id FROM posts));
--> statement-breakpoint
SELECT search_refresh_shows(ARRAY(SELECT id FROM shows));
