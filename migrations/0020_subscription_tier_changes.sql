ALTER TABLE "subscriptions" ADD COLUMN "scheduled_tier_id" uuid;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "scheduled_tier_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "scheduled_price" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "test_payment_invoices" ADD COLUMN "billing_reason" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_scheduled_tier_id_subscription_tiers_id_fk" FOREIGN KEY ("scheduled_tier_id") REFERENCES "public"."subscription_tiers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscriptions_scheduled_tier_idx" ON "subscriptions" USING btree ("scheduled_tier_id") WHERE "subscriptions"."scheduled_tier_id" is not null;