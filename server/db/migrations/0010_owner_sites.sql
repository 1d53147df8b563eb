CREATE TABLE "owner_sites" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "owners" DROP CONSTRAINT "owners_site_id_sites_id_fk";
--> statement-breakpoint
ALTER TABLE "owner_sites" ADD CONSTRAINT "owner_sites_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_sites" ADD CONSTRAINT "owner_sites_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "owner_sites_owner_site_idx" ON "owner_sites" USING btree ("owner_id","site_id");--> statement-breakpoint
CREATE INDEX "owner_sites_site_idx" ON "owner_sites" USING btree ("site_id");--> statement-breakpoint
INSERT INTO "owner_sites" ("owner_id", "site_id", "created_at")
SELECT "id", "site_id", "created_at" FROM "owners" ORDER BY "id";--> statement-breakpoint
ALTER TABLE "owners" DROP COLUMN "site_id";