CREATE TABLE "checkout_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"state" text NOT NULL,
	"payment_provider" text NOT NULL,
	"gateway_key" text NOT NULL,
	"payment_reference" text,
	"order_id" integer,
	"response_status" integer,
	"error_code" text,
	"error_message" text,
	"lease_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "unit_price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "subtotal" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "subtotal" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "shipping" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "tax" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "total" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payment_test_charges" ALTER COLUMN "amount" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "attempt_id" integer;--> statement-breakpoint
ALTER TABLE "payment_test_charges" ADD COLUMN "decline_code" text;--> statement-breakpoint
ALTER TABLE "checkout_attempts" ADD CONSTRAINT "checkout_attempts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_attempts_key_idx" ON "checkout_attempts" USING btree ("site_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_attempts_gateway_key_idx" ON "checkout_attempts" USING btree ("gateway_key");--> statement-breakpoint
CREATE INDEX "checkout_attempts_open_idx" ON "checkout_attempts" USING btree ("lease_until") WHERE "checkout_attempts"."state" <> 'done';--> statement-breakpoint
CREATE UNIQUE INDEX "orders_attempt_idx" ON "orders" USING btree ("attempt_id");--> statement-breakpoint
CREATE INDEX "payment_test_charges_open_idx" ON "payment_test_charges" USING btree ("created_at") WHERE "payment_test_charges"."status" = 'authorized';--> statement-breakpoint
-- Orders placed before checkout attempts existed get one each: a retry of their key replays them, and an
-- order stranded between 'authorized' and 'paid' is settled by the reconciler like any other.
INSERT INTO "checkout_attempts" ("site_id", "idempotency_key", "request_hash", "state", "payment_provider", "gateway_key", "payment_reference", "order_id", "response_status", "error_code", "error_message", "lease_until", "created_at", "updated_at")
SELECT "site_id", coalesce("idempotency_key", 'order-' || "id"), "request_hash",
  CASE "status" WHEN 'authorized' THEN 'ordered' ELSE 'done' END,
  "payment_provider", 'order-' || "id", "payment_reference", "id",
  CASE "status" WHEN 'paid' THEN 200 WHEN 'failed' THEN 402 END,
  CASE "status" WHEN 'failed' THEN 'card_error' END,
  CASE "status" WHEN 'failed' THEN 'An error has occurred. Please wait a moment and try again.' END,
  "created_at", "created_at", now()
FROM "orders";--> statement-breakpoint
UPDATE "orders" SET "attempt_id" = "checkout_attempts"."id" FROM "checkout_attempts" WHERE "checkout_attempts"."order_id" = "orders"."id";
