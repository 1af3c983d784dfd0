ALTER TABLE "notifications" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ready_for_pickup_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "completes_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "dispute_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "dispute_details" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "resolution_note" text;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "seller_id" uuid;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD COLUMN "seller_id" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_order_idx" ON "notifications" USING btree ("order_id") WHERE "notifications"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "ledger_entries_account_seller_idx" ON "ledger_entries" USING btree ("account","seller_id") WHERE "ledger_entries"."seller_id" is not null;--> statement-breakpoint
CREATE INDEX "ledger_transfers_seller_occurred_idx" ON "ledger_transfers" USING btree ("seller_id","occurred_at") WHERE "ledger_transfers"."seller_id" is not null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_dispute_reason_check" CHECK ("orders"."dispute_reason" is null or "orders"."dispute_reason" in ('not_received', 'not_as_described'));