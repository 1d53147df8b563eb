CREATE TABLE "commerce_settings" (
	"site_id" integer PRIMARY KEY NOT NULL,
	"shipping" jsonb NOT NULL,
	"tax" jsonb NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"usage_limit" integer,
	"times_used" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_kind" CHECK ("promo_codes"."kind" in ('percentage', 'fixed')),
	CONSTRAINT "promo_codes_usage" CHECK ("promo_codes"."times_used" >= 0 and ("promo_codes"."usage_limit" is null or "promo_codes"."times_used" <= "promo_codes"."usage_limit"))
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stripe_token_intents" (
	"token" text PRIMARY KEY NOT NULL,
	"intent_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkout_attempts" ADD COLUMN "error_action" jsonb;--> statement-breakpoint
ALTER TABLE "editions" ADD COLUMN "medium" text;--> statement-breakpoint
ALTER TABLE "editions" ADD COLUMN "hold_attempt_id" integer;--> statement-breakpoint
ALTER TABLE "editions" ADD COLUMN "held_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "billing_address" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promo_code_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promo_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promo_description" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_included" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_carrier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_test_tokens" ADD COLUMN "authentication" text;--> statement-breakpoint
ALTER TABLE "payment_test_tokens" ADD COLUMN "wallet" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "commerce_settings" ADD CONSTRAINT "commerce_settings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_site_code_idx" ON "promo_codes" USING btree ("site_id","code");--> statement-breakpoint
CREATE INDEX "editions_hold_attempt_idx" ON "editions" USING btree ("hold_attempt_id") WHERE "editions"."hold_attempt_id" is not null;--> statement-breakpoint
CREATE INDEX "editions_held_until_idx" ON "editions" USING btree ("held_until") WHERE "editions"."held_until" is not null;--> statement-breakpoint
CREATE INDEX "orders_site_status_idx" ON "orders" USING btree ("site_id","status","created_at");--> statement-breakpoint
CREATE INDEX "orders_payment_reference_idx" ON "orders" USING btree ("payment_reference");