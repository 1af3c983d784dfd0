CREATE TABLE "test_payment_disputes" (
	"id" text PRIMARY KEY NOT NULL,
	"charge_id" text NOT NULL,
	"payment_intent_id" text,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_payment_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"charge_id" text NOT NULL,
	"payment_intent_id" text,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "test_payment_accounts" ADD COLUMN "bank_account_last4" text;--> statement-breakpoint
ALTER TABLE "test_payment_invoices" ADD COLUMN "finalized_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "test_payment_invoices" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "test_payment_invoices" ADD COLUMN "marked_uncollectible_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "test_payment_payouts" ADD COLUMN "failure_code" text;--> statement-breakpoint
ALTER TABLE "test_payment_subscriptions" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "test_payment_disputes_charge_idx" ON "test_payment_disputes" USING btree ("charge_id");--> statement-breakpoint
CREATE INDEX "test_payment_refunds_charge_idx" ON "test_payment_refunds" USING btree ("charge_id");--> statement-breakpoint
UPDATE "test_payment_subscriptions" SET "ended_at" = "canceled_at" WHERE "status" = 'canceled';--> statement-breakpoint
UPDATE "test_payment_invoices" SET "finalized_at" = "created_at";--> statement-breakpoint
UPDATE "test_payment_invoices" SET "voided_at" = coalesce("next_attempt_at", "created_at") WHERE "status" = 'void';--> statement-breakpoint
UPDATE "test_payment_invoices" SET "marked_uncollectible_at" = "created_at" WHERE "status" = 'uncollectible';
