CREATE TABLE "bot_check_uses" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"inventory_id" integer,
	"inventory_title" text,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"subject" text,
	"message" text NOT NULL,
	"price" text,
	"address" jsonb,
	"referrer" text,
	"utm" text,
	"read_at" timestamp with time zone,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"inventory_id" integer NOT NULL,
	"inventory_title" text NOT NULL,
	"edition_id" integer NOT NULL,
	"edition_label" text NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"list_price" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"percent_off" integer NOT NULL,
	"currency_code" text NOT NULL,
	"referrer" text,
	"utm" text,
	"read_at" timestamp with time zone,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_amount_positive" CHECK ("offers"."amount" > 0 and "offers"."amount" <= "offers"."list_price")
);
--> statement-breakpoint
CREATE TABLE "page_passwords" (
	"site_id" integer NOT NULL,
	"page_id" text NOT NULL,
	"password_hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_passwords_site_id_page_id_pk" PRIMARY KEY("site_id","page_id")
);
--> statement-breakpoint
CREATE TABLE "request_counts" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer,
	"to_phone" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"artist_id" integer,
	"artist_name" text,
	"email" text NOT NULL,
	"name" text,
	"phone" text,
	"address" jsonb,
	"origin" text,
	"show_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"referrer" text,
	"utm" text,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_status" CHECK ("subscriptions"."status" in ('pending', 'confirmed', 'unsubscribed'))
);
--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_passwords" ADD CONSTRAINT "page_passwords_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD CONSTRAINT "sms_outbox_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bot_check_uses_expires_idx" ON "bot_check_uses" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "inquiries_site_idx" ON "inquiries" USING btree ("site_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "offers_site_idx" ON "offers" USING btree ("site_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "request_counts_ends_idx" ON "request_counts" USING btree ("window_ends_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_unsent_idx" ON "sms_outbox" USING btree ("id") WHERE "sms_outbox"."sent_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_site_artist_email_idx" ON "subscriptions" USING btree ("site_id",coalesce("artist_id", 0),lower("email"));--> statement-breakpoint
CREATE INDEX "subscriptions_site_idx" ON "subscriptions" USING btree ("site_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);