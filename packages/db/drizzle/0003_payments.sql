CREATE TABLE "payment_callbacks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid,
	"provider" text NOT NULL,
	"method" text NOT NULL,
	"request" text NOT NULL,
	"response" jsonb NOT NULL,
	"ok" boolean NOT NULL,
	"order_id" uuid,
	"transaction_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "payment_transactions_merchant_idx";--> statement-breakpoint
ALTER TABLE "merchant_settings" ADD COLUMN "unpaid_order_timeout_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant_settings" ADD COLUMN "payment_sandbox" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_cards" ADD COLUMN "owner" text;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "seq" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "payment_transactions_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "provider_time" bigint;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "fiscal_data" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_callbacks" ADD CONSTRAINT "payment_callbacks_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_callbacks_merchant_created_idx" ON "payment_callbacks" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_callbacks_order_idx" ON "payment_callbacks" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_payment_expiry_idx" ON "orders" USING btree ("payment_expires_at") WHERE "orders"."payment_expires_at" is not null and "orders"."is_paid" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transactions_one_pending_uq" ON "payment_transactions" USING btree ("order_id") WHERE "payment_transactions"."state" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transactions_one_performed_uq" ON "payment_transactions" USING btree ("order_id") WHERE "payment_transactions"."state" = 2;--> statement-breakpoint
CREATE INDEX "payment_transactions_merchant_time_idx" ON "payment_transactions" USING btree ("merchant_id","provider","provider_time");--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_seq_uq" UNIQUE("seq");--> statement-breakpoint
ALTER TABLE "merchant_settings" ADD CONSTRAINT "merchant_settings_unpaid_timeout_ck" CHECK ("merchant_settings"."unpaid_order_timeout_minutes" between 1 and 1440);--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_state_ck" CHECK ("payment_transactions"."state" in (1, 2, -1, -2));