ALTER TABLE "inventory" ADD COLUMN "medium_kinds" text[] GENERATED ALWAYS AS (array_remove(array[case when "medium" ~* '\moil\M' then 'Oil' end, case when "medium" ~* 'mixed media|collage|assemblage|cut-and-pasted|\mand\M' then 'Mixed Media' end, case when "medium" ~* '\m(bronze|marble|granite|plaster|terracotta|carved|sculpture)\M' or "classification" ~* 'sculpture' then 'Sculpture' end, case when "medium" ~* '\macrylic|synthetic polymer' then 'Acrylic' end, case when "medium" ~* 'photograph|gelatin silver|chromogenic|albumen|platinum print|pigment print|inkjet|calotype|daguerreotype|cyanotype|salted paper|dye transfer|silver dye bleach' or "classification" ~* 'photograph' then 'Photography' end, case when "medium" ~* '\m(paper|washi)\M' or "classification" ~* '^(drawing|print)$' then 'Paper' end]::text[], null)) STORED;--> statement-breakpoint
ALTER TABLE "inventory" ADD COLUMN "lowest_price" integer;--> statement-breakpoint
ALTER TABLE "inventory" ADD COLUMN "artist_sort" text;--> statement-breakpoint
CREATE INDEX "artists_site_state_idx" ON "artists" USING btree ("site_id",lower("state"));--> statement-breakpoint
CREATE INDEX "inventory_site_type_idx" ON "inventory" USING btree ("site_id","type","sub_type");--> statement-breakpoint
CREATE INDEX "inventory_site_color_idx" ON "inventory" USING btree ("site_id","color");--> statement-breakpoint
CREATE INDEX "inventory_medium_kinds_idx" ON "inventory" USING gin ("medium_kinds");--> statement-breakpoint
CREATE INDEX "inventory_site_price_idx" ON "inventory" USING btree ("site_id","lowest_price","id");--> statement-breakpoint
CREATE INDEX "inventory_site_price_desc_idx" ON "inventory" USING btree ("site_id","lowest_price" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inventory_site_title_idx" ON "inventory" USING btree ("site_id",lower("title"),"id");--> statement-breakpoint
CREATE INDEX "inventory_site_artist_idx" ON "inventory" USING btree ("site_id","artist_sort",lower("title"),"id");--> statement-breakpoint
CREATE INDEX "inventory_site_artist_desc_idx" ON "inventory" USING btree ("site_id","artist_sort" DESC NULLS LAST,lower("title"),"id");--> statement-breakpoint
CREATE INDEX "inventory_site_height_idx" ON "inventory" USING btree ("site_id","height_cm");--> statement-breakpoint
CREATE INDEX "inventory_site_width_idx" ON "inventory" USING btree ("site_id","width_cm");--> statement-breakpoint
-- inventory.lowest_price is the lowest price of a work's active editions, kept here by the database so
-- every writer of editions (the seed, the back office, an import) keeps it right. New editions are
-- handled once per statement (a bulk load costs one update), changes and deletions per row; changes
-- of quantity or hold (a sale) do not fire at all.
CREATE OR REPLACE FUNCTION editions_lowest_price_added() RETURNS trigger AS $$
BEGIN
  UPDATE inventory i SET lowest_price = m.lowest
  FROM (
    SELECT e.inventory_id, min(e.price) FILTER (WHERE e.active) AS lowest
    FROM editions e
    WHERE e.inventory_id IN (SELECT inventory_id FROM added)
    GROUP BY e.inventory_id
  ) m
  WHERE i.id = m.inventory_id AND i.lowest_price IS DISTINCT FROM m.lowest;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION editions_lowest_price_changed() RETURNS trigger AS $$
BEGIN
  UPDATE inventory i SET lowest_price = (SELECT min(e.price) FROM editions e WHERE e.inventory_id = i.id AND e.active)
  WHERE i.id = OLD.inventory_id OR (TG_OP = 'UPDATE' AND i.id = NEW.inventory_id);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER IF EXISTS editions_lowest_price_insert ON editions;
--> statement-breakpoint
CREATE TRIGGER editions_lowest_price_insert AFTER INSERT ON editions REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION editions_lowest_price_added();
--> statement-breakpoint
DROP TRIGGER IF EXISTS editions_lowest_price_change ON editions;
--> statement-breakpoint
CREATE TRIGGER editions_lowest_price_change AFTER UPDATE OF price, active, inventory_id OR DELETE ON editions FOR EACH ROW EXECUTE FUNCTION editions_lowest_price_changed();
--> statement-breakpoint
UPDATE inventory i SET lowest_price = (SELECT min(e.price) FROM editions e WHERE e.inventory_id = i.id AND e.active);
--> statement-breakpoint
-- inventory.artist_sort is the artist's name in lower case, for the artist sort: set with the work's
-- artist, and again when an artist is renamed.
CREATE OR REPLACE FUNCTION inventory_artist_sort() RETURNS trigger AS $$
BEGIN
  NEW.artist_sort := (SELECT lower(a.name) FROM artists a WHERE a.id = NEW.artist_id);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION artists_name_sort() RETURNS trigger AS $$
BEGIN
  UPDATE inventory SET artist_sort = lower(NEW.name) WHERE artist_id = NEW.id AND artist_sort IS DISTINCT FROM lower(NEW.name);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER IF EXISTS inventory_artist_sort ON inventory;
--> statement-breakpoint
CREATE TRIGGER inventory_artist_sort BEFORE INSERT OR UPDATE OF artist_id ON inventory FOR EACH ROW EXECUTE FUNCTION inventory_artist_sort();
--> statement-breakpoint
DROP TRIGGER IF EXISTS artists_name_sort ON artists;
--> statement-breakpoint
CREATE TRIGGER artists_name_sort AFTER UPDATE OF name ON artists FOR EACH ROW EXECUTE FUNCTION artists_name_sort();
--> statement-breakpoint
UPDATE inventory i SET artist_sort = lower(a.name) FROM artists a WHERE a.id = i.artist_id;