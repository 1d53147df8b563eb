CREATE TABLE "bulk_job_works" (
	"job_id" integer NOT NULL,
	"artwork_id" integer NOT NULL,
	CONSTRAINT "bulk_job_works_job_id_artwork_id_pk" PRIMARY KEY("job_id","artwork_id")
);
--> statement-breakpoint
CREATE TABLE "bulk_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"table" text NOT NULL,
	"change" jsonb NOT NULL,
	"filter" jsonb NOT NULL,
	"state" text NOT NULL,
	"total" integer NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"changed" integer DEFAULT 0 NOT NULL,
	"prices" integer DEFAULT 0 NOT NULL,
	"message" text,
	"runner" text,
	"lease_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bulk_job_works" ADD CONSTRAINT "bulk_job_works_job_id_bulk_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."bulk_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_jobs" ADD CONSTRAINT "bulk_jobs_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bulk_jobs_one_running_idx" ON "bulk_jobs" USING btree ("site_id","table") WHERE "bulk_jobs"."state" = 'running';--> statement-breakpoint
CREATE INDEX "bulk_jobs_site_idx" ON "bulk_jobs" USING btree ("site_id","id");