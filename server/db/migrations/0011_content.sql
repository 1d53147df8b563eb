CREATE TABLE "chosen_list_items" (
	"list_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "chosen_list_items_list_id_item_id_pk" PRIMARY KEY("list_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "chosen_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"title" text NOT NULL,
	"featured_image_id" integer,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"html" text DEFAULT '' NOT NULL,
	"artist_id" integer,
	"inventory_id" integer,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "representatives" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"company" text NOT NULL,
	"address_line_one" text,
	"address_line_two" text,
	"city" text,
	"state" text,
	"zip" text,
	"country" text,
	"phone" text,
	"website" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "show_artists" (
	"show_id" integer NOT NULL,
	"artist_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "show_artists_show_id_artist_id_pk" PRIMARY KEY("show_id","artist_id")
);
--> statement-breakpoint
CREATE TABLE "show_artworks" (
	"show_id" integer NOT NULL,
	"inventory_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "show_artworks_show_id_inventory_id_pk" PRIMARY KEY("show_id","inventory_id")
);
--> statement-breakpoint
CREATE TABLE "show_photos" (
	"show_id" integer NOT NULL,
	"image_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "show_photos_show_id_image_id_pk" PRIMARY KEY("show_id","image_id")
);
--> statement-breakpoint
CREATE TABLE "shows" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"title" text NOT NULL,
	"start_date" date,
	"end_date" date,
	"description" text DEFAULT '' NOT NULL,
	"opening_reception" text,
	"cover_image_id" integer,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "artists" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "artists" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "artists" ADD COLUMN "biography" text;--> statement-breakpoint
ALTER TABLE "artists" ADD COLUMN "curriculum_vitae" text;--> statement-breakpoint
ALTER TABLE "artists" ADD COLUMN "url" text;--> statement-breakpoint
ALTER TABLE "artists" ADD COLUMN "cover_image_id" integer;--> statement-breakpoint
ALTER TABLE "artists" ADD COLUMN "profile_image_id" integer;--> statement-breakpoint
ALTER TABLE "artists" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "artist_id" integer;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory" ADD COLUMN "color" text;--> statement-breakpoint
ALTER TABLE "inventory" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "chosen_list_items" ADD CONSTRAINT "chosen_list_items_list_id_chosen_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."chosen_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chosen_lists" ADD CONSTRAINT "chosen_lists_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "representatives" ADD CONSTRAINT "representatives_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_artists" ADD CONSTRAINT "show_artists_show_id_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."shows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_artists" ADD CONSTRAINT "show_artists_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_artworks" ADD CONSTRAINT "show_artworks_show_id_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."shows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_artworks" ADD CONSTRAINT "show_artworks_inventory_id_inventory_id_fk" FOREIGN KEY ("inventory_id") REFERENCES "public"."inventory"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_photos" ADD CONSTRAINT "show_photos_show_id_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."shows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_photos" ADD CONSTRAINT "show_photos_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shows" ADD CONSTRAINT "shows_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chosen_list_items_order_idx" ON "chosen_list_items" USING btree ("list_id","position");--> statement-breakpoint
CREATE INDEX "chosen_lists_site_idx" ON "chosen_lists" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "posts_site_idx" ON "posts" USING btree ("site_id","published_at","id");--> statement-breakpoint
CREATE INDEX "posts_tags_idx" ON "posts" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "representatives_site_idx" ON "representatives" USING btree ("site_id","sort_order","id");--> statement-breakpoint
CREATE INDEX "show_artists_artist_idx" ON "show_artists" USING btree ("artist_id");--> statement-breakpoint
CREATE INDEX "show_artworks_inventory_idx" ON "show_artworks" USING btree ("inventory_id");--> statement-breakpoint
CREATE INDEX "shows_site_idx" ON "shows" USING btree ("site_id","start_date","id");--> statement-breakpoint
CREATE INDEX "shows_tags_idx" ON "shows" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "artists_tags_idx" ON "artists" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "images_media_idx" ON "images" USING btree ("site_id","created_at","id") WHERE "images"."inventory_id" is null;--> statement-breakpoint
CREATE INDEX "images_tags_idx" ON "images" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "inventory_tags_idx" ON "inventory" USING gin ("tags");