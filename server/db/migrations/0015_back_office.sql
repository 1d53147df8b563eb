CREATE TABLE "inventory_status_queue" (
	"inventory_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trash" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"label" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "artists" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chosen_lists" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "editions" ADD COLUMN "mounting" text;--> statement-breakpoint
ALTER TABLE "editions" ADD COLUMN "alternate_dimensions" jsonb;--> statement-breakpoint
ALTER TABLE "editions" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory" ADD COLUMN "subtitle" text;--> statement-breakpoint
ALTER TABLE "inventory" ADD COLUMN "location" text;--> statement-breakpoint
ALTER TABLE "inventory" ADD COLUMN "seo_title" text;--> statement-breakpoint
ALTER TABLE "inventory" ADD COLUMN "seo_description" text;--> statement-breakpoint
ALTER TABLE "inventory" ADD COLUMN "can_inquire" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory" ADD COLUMN "can_receive_offers" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory" ADD COLUMN "contact_url" text;--> statement-breakpoint
ALTER TABLE "inventory" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory" ADD COLUMN "sale_status" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "representatives" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shows" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "trash" ADD CONSTRAINT "trash_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trash_site_idx" ON "trash" USING btree ("site_id","deleted_at");--> statement-breakpoint
CREATE INDEX "trash_deleted_idx" ON "trash" USING btree ("deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_site_sku_idx" ON "inventory" USING btree ("site_id","sku") WHERE "inventory"."sku" is not null;--> statement-breakpoint
CREATE INDEX "inventory_site_year_idx" ON "inventory" USING btree ("site_id","year","id");--> statement-breakpoint
CREATE INDEX "inventory_site_year_desc_idx" ON "inventory" USING btree ("site_id","year" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inventory_site_created_idx" ON "inventory" USING btree ("site_id","created_at","id");--> statement-breakpoint
CREATE INDEX "inventory_site_sale_idx" ON "inventory" USING btree ("site_id","sale_status") WHERE "inventory"."active";--> statement-breakpoint
CREATE INDEX "inventory_site_archived_idx" ON "inventory" USING btree ("site_id","id") WHERE not "inventory"."active";--> statement-breakpoint
-- The back office's search box: a part of a title, an artist's name or a sku, anywhere in it ('sunf',
-- 'monet', 'MOMA-12'), answered by one trigram index over the three (pg_trgm, migration 0013).
-- inventory_owner_text() is the expression the index holds; queries must use it as it is written here.
CREATE OR REPLACE FUNCTION inventory_owner_text(title text, artist_sort text, sku text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT lower(coalesce(title, '')) || ' ' || coalesce(artist_sort, '') || ' ' || lower(coalesce(sku, '')) $$;
--> statement-breakpoint
CREATE INDEX "inventory_owner_text_idx" ON "inventory" USING gin (inventory_owner_text("title", "artist_sort", "sku") gin_trgm_ops);
--> statement-breakpoint
-- inventory.sale_status: where a work's editions stand, for the back office's status filter at any size:
-- 1 available (an active edition with pieces left, not held), 2 on hold (the pieces left are held),
-- 3 sold (no active edition has any left), 0 none (no active edition). The visitor pages never read it.
-- The status from three facts of a work's editions: one can be bought, one has pieces left, one is active.
CREATE OR REPLACE FUNCTION inventory_sale_status(open boolean, left_over boolean, live boolean) RETURNS smallint
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT (CASE WHEN open THEN 1 WHEN left_over THEN 2 WHEN live THEN 3 ELSE 0 END)::smallint $$;
--> statement-breakpoint
-- New editions (a new work, a seed or an import) set their works' status at once, once per statement.
CREATE OR REPLACE FUNCTION editions_sale_status_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE inventory i SET sale_status = s.status
  FROM (
    SELECT e.inventory_id, inventory_sale_status(bool_or(e.active AND NOT e.is_on_hold AND e.quantity > 0), bool_or(e.active AND e.quantity > 0), bool_or(e.active)) AS status
    FROM editions e
    WHERE e.inventory_id IN (SELECT inventory_id FROM added)
    GROUP BY e.inventory_id
  ) s
  WHERE i.id = s.inventory_id AND i.sale_status <> s.status;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER editions_sale_status_insert AFTER INSERT ON editions REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION editions_sale_status_added();
--> statement-breakpoint
-- Changes of stock (a sale, a hold, a return) and deletions only queue the work: updating inventory here
-- would lock a work's row beside each edition a checkout locks, and two carts taking editions of the
-- same works in turn could then deadlock. The back office works the queue off before it reads the status.
CREATE OR REPLACE FUNCTION editions_sale_status_queued() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO inventory_status_queue (inventory_id) VALUES (OLD.inventory_id);
  IF TG_OP = 'UPDATE' AND NEW.inventory_id IS DISTINCT FROM OLD.inventory_id THEN
    INSERT INTO inventory_status_queue (inventory_id) VALUES (NEW.inventory_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER editions_sale_status_change AFTER UPDATE OF quantity, is_on_hold, active, inventory_id ON editions FOR EACH ROW
  WHEN ((OLD.quantity, OLD.is_on_hold, OLD.active, OLD.inventory_id) IS DISTINCT FROM (NEW.quantity, NEW.is_on_hold, NEW.active, NEW.inventory_id))
  EXECUTE FUNCTION editions_sale_status_queued();
--> statement-breakpoint
CREATE TRIGGER editions_sale_status_delete AFTER DELETE ON editions FOR EACH ROW EXECUTE FUNCTION editions_sale_status_queued();
--> statement-breakpoint
-- What a database holds already; works without editions keep 0.
UPDATE inventory i SET sale_status = s.status
FROM (
  SELECT e.inventory_id, inventory_sale_status(bool_or(e.active AND NOT e.is_on_hold AND e.quantity > 0), bool_or(e.active AND e.quantity > 0), bool_or(e.active)) AS status
  FROM editions e GROUP BY e.inventory_id
) s
WHERE i.id = s.inventory_id AND i.sale_status <> s.status;
