CREATE TABLE "site_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"version" integer NOT NULL,
	"document" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" text NOT NULL,
	"changes" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "draft_revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_versions" ADD CONSTRAINT "site_versions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "site_versions_site_version_idx" ON "site_versions" USING btree ("site_id","version");--> statement-breakpoint
INSERT INTO "site_versions" ("site_id", "version", "document", "published_at", "published_by", "changes")
SELECT "id", "published_version", "published_document", COALESCE("published_at", now()), '', '[]'::jsonb FROM "sites" WHERE "published_document" IS NOT NULL AND "published_version" > 0;
