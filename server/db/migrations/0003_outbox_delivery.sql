ALTER TABLE "outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "last_error" text;--> statement-breakpoint
CREATE INDEX "outbox_unsent_idx" ON "outbox" USING btree ("id") WHERE "outbox"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "outbox_site_idx" ON "outbox" USING btree ("site_id","created_at");