CREATE TABLE "addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text DEFAULT 'HOUSE' NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"street_name" text,
	"house_number" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" text,
	"comment" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"city_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "addresses_coordinates_ck" CHECK ("addresses"."latitude" between -90 and 90 and "addresses"."longitude" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "auth_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"kind" text DEFAULT 'WEB' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "auth_tokens_hash_uq" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"title" jsonb DEFAULT '{"uz":"","ru":"","eng":""}'::jsonb NOT NULL,
	"image" jsonb DEFAULT '{"uz":"","ru":"","eng":""}'::jsonb NOT NULL,
	"link" text,
	"product_id" uuid,
	"priority" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bot_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"telegram_id" bigint NOT NULL,
	"status" text NOT NULL,
	"phone" text,
	"first_name" text,
	"last_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bot_sessions_telegram_uq" UNIQUE("merchant_id","telegram_id")
);
--> statement-breakpoint
CREATE TABLE "branch_work_hours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"service_type" text NOT NULL,
	"week_day" text NOT NULL,
	"open" text,
	"close" text,
	"extra_open" text,
	"extra_close" text,
	"is_day_off" boolean DEFAULT false NOT NULL,
	CONSTRAINT "branch_work_hours_day_uq" UNIQUE("branch_id","service_type","week_day"),
	CONSTRAINT "branch_work_hours_open_ck" CHECK ("branch_work_hours"."is_day_off" or ("branch_work_hours"."open" is not null and "branch_work_hours"."close" is not null)),
	CONSTRAINT "branch_work_hours_extra_ck" CHECK (("branch_work_hours"."extra_open" is null) = ("branch_work_hours"."extra_close" is null)),
	CONSTRAINT "branch_work_hours_clock_ck" CHECK (("branch_work_hours"."open" is null or "branch_work_hours"."open" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$') and ("branch_work_hours"."close" is null or "branch_work_hours"."close" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
        and ("branch_work_hours"."extra_open" is null or "branch_work_hours"."extra_open" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$') and ("branch_work_hours"."extra_close" is null or "branch_work_hours"."extra_close" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'))
);
--> statement-breakpoint
CREATE TABLE "branches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"city_id" uuid NOT NULL,
	"name" jsonb DEFAULT '{"uz":"","ru":"","eng":""}'::jsonb NOT NULL,
	"address" jsonb DEFAULT '{"uz":"","ru":"","eng":""}'::jsonb NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"phone" text,
	"booking_phone" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"delivery_price" bigint DEFAULT 0 NOT NULL,
	"distance" double precision,
	"delivery_start" text,
	"delivery_end" text,
	"open" text,
	"close" text,
	"join_poster_id" text,
	"jowi_id" text,
	"iiko_id" text,
	"company_id" text,
	"payment_id" text,
	"booking_enabled" boolean DEFAULT false NOT NULL,
	"delivery_enabled" boolean DEFAULT true NOT NULL,
	"dinein_enabled" boolean DEFAULT false NOT NULL,
	"express_enabled" boolean DEFAULT false NOT NULL,
	"kitchen_enabled" boolean DEFAULT true NOT NULL,
	"pay_office_enabled" boolean DEFAULT false NOT NULL,
	"pickup_enabled" boolean DEFAULT true NOT NULL,
	"storage_enabled" boolean DEFAULT false NOT NULL,
	"yandex_enabled" boolean DEFAULT false NOT NULL,
	"director_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "branches_id_merchant_uq" UNIQUE("id","merchant_id"),
	CONSTRAINT "branches_delivery_price_ck" CHECK ("branches"."delivery_price" >= 0),
	CONSTRAINT "branches_clock_ck" CHECK (("branches"."open" is null or "branches"."open" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$') and ("branches"."close" is null or "branches"."close" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
        and ("branches"."delivery_start" is null or "branches"."delivery_start" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$') and ("branches"."delivery_end" is null or "branches"."delivery_end" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'))
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"catalog_merchant_id" uuid NOT NULL,
	"merchant_id" uuid NOT NULL,
	"name" jsonb DEFAULT '{"uz":"","ru":"","eng":""}'::jsonb NOT NULL,
	"domain_url" text,
	"color" text,
	"image" text,
	"priority" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "brands_entry_uq" UNIQUE("catalog_merchant_id","merchant_id")
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_user_uq" UNIQUE("merchant_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "cashback_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"order_id" uuid,
	"amount" bigint NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cashback_ledger_order_kind_uq" UNIQUE("order_id","kind"),
	CONSTRAINT "cashback_ledger_sign_ck" CHECK (("cashback_ledger"."kind" = 'SPEND' and "cashback_ledger"."amount" < 0) or ("cashback_ledger"."kind" in ('EARN', 'REFUND') and "cashback_ledger"."amount" > 0) or "cashback_ledger"."kind" = 'ADJUST')
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"name" jsonb DEFAULT '{"uz":"","ru":"","eng":""}'::jsonb NOT NULL,
	"image" text,
	"priority" integer DEFAULT 0 NOT NULL,
	"text_color" text,
	"view_type" text DEFAULT 'MEDIUM' NOT NULL,
	"scroll_type" text DEFAULT 'VERTICAL' NOT NULL,
	"navigation_type" text DEFAULT 'SHEET' NOT NULL,
	"is_without_cart" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_id_merchant_uq" UNIQUE("id","merchant_id")
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"name" jsonb DEFAULT '{"uz":"","ru":"","eng":""}'::jsonb NOT NULL,
	"description" jsonb DEFAULT '{"uz":"","ru":"","eng":""}'::jsonb NOT NULL,
	"taximeter_comment" jsonb DEFAULT '{"uz":"","ru":"","eng":""}'::jsonb NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	"is_taximeter" boolean DEFAULT false NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cities_id_merchant_uq" UNIQUE("id","merchant_id")
);
--> statement-breakpoint
CREATE TABLE "couriers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"branch_id" uuid,
	"user_id" uuid,
	"name" text NOT NULL,
	"phone" text,
	"balance" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'OFFLINE' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"location_updated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "couriers_id_merchant_uq" UNIQUE("id","merchant_id")
);
--> statement-breakpoint
CREATE TABLE "delivery_regions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"city_id" uuid,
	"name" text DEFAULT '' NOT NULL,
	"polygon" jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_tariffs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"name" text NOT NULL,
	"provider" text DEFAULT 'CUSTOM' NOT NULL,
	"base_price" bigint DEFAULT 0 NOT NULL,
	"base_distance_m" integer DEFAULT 0 NOT NULL,
	"price_per_km" bigint DEFAULT 0 NOT NULL,
	"free_delivery_threshold" bigint,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_tariffs_id_merchant_uq" UNIQUE("id","merchant_id"),
	CONSTRAINT "delivery_tariffs_money_ck" CHECK ("delivery_tariffs"."base_price" >= 0 and "delivery_tariffs"."price_per_km" >= 0 and "delivery_tariffs"."base_distance_m" >= 0 and ("delivery_tariffs"."free_delivery_threshold" is null or "delivery_tariffs"."free_delivery_threshold" >= 0))
);
--> statement-breakpoint
CREATE TABLE "delivery_zones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"city_id" uuid NOT NULL,
	"branch_id" uuid,
	"name" text DEFAULT '' NOT NULL,
	"polygon" jsonb NOT NULL,
	"color" text,
	"price" bigint DEFAULT 0 NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_zones_price_ck" CHECK ("delivery_zones"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "dining_tables" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"hall_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"number" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "dining_tables_id_merchant_uq" UNIQUE("id","merchant_id"),
	CONSTRAINT "dining_tables_number_uq" UNIQUE("branch_id","number")
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_user_product_uq" UNIQUE("user_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "halls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "halls_id_merchant_uq" UNIQUE("id","merchant_id")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"merchant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_pk" PRIMARY KEY("merchant_id","user_id","key")
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" uuid,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_settings" (
	"merchant_id" uuid PRIMARY KEY NOT NULL,
	"web" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"mini_app" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"bot" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_service_fee_enabled" boolean DEFAULT false NOT NULL,
	"is_service_fee_free_above_threshold" boolean DEFAULT false NOT NULL,
	"service_fee_threshold" bigint DEFAULT 0 NOT NULL,
	"service_fee_amount" bigint DEFAULT 0 NOT NULL,
	"minimal_delivery_price" bigint DEFAULT 0 NOT NULL,
	"minimal_order_price" bigint DEFAULT 0 NOT NULL,
	"minimal_order_quantity" integer DEFAULT 0 NOT NULL,
	"default_telegram_delivery_type" text DEFAULT 'DELIVERY' NOT NULL,
	"default_web_site_delivery_type" text DEFAULT 'DELIVERY' NOT NULL,
	"default_application_delivery_type" text DEFAULT 'DELIVERY' NOT NULL,
	"should_validate_delivery_area" boolean DEFAULT false NOT NULL,
	"is_sms_confirmation_required_per_order" boolean DEFAULT false NOT NULL,
	"cashback_percent" numeric(5, 2) DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchant_settings_minimums_ck" CHECK ("merchant_settings"."service_fee_threshold" >= 0 and "merchant_settings"."service_fee_amount" >= 0 and "merchant_settings"."minimal_delivery_price" >= 0
        and "merchant_settings"."minimal_order_price" >= 0 and "merchant_settings"."minimal_order_quantity" >= 0),
	CONSTRAINT "merchant_settings_cashback_ck" CHECK ("merchant_settings"."cashback_percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "merchants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sub" text NOT NULL,
	"name" jsonb DEFAULT '{"uz":"","ru":"","eng":""}'::jsonb NOT NULL,
	"logo" text,
	"color" text DEFAULT '#FCE000' NOT NULL,
	"kind" text DEFAULT 'FOOD' NOT NULL,
	"yandex_delivery_key" text,
	"iiko_api_login" text,
	"iiko_organization_id" text,
	"yandex_map_key" text,
	"app_id" text,
	"sms_gateway" text,
	"sms_username" text,
	"sms_password" text,
	"telegram_bot_token" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"main_city_id" uuid,
	"domain_url" text,
	"timezone" text DEFAULT 'Asia/Tashkent' NOT NULL,
	"allowed_country_codes" text[] DEFAULT '{998}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchants_sub_uq" UNIQUE("sub"),
	CONSTRAINT "merchants_sub_format_ck" CHECK ("merchants"."sub" ~ '^[a-z0-9]([a-z0-9-]*[a-z0-9])?$')
);
--> statement-breakpoint
CREATE TABLE "modification_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"name" jsonb DEFAULT '{"uz":"","ru":"","eng":""}'::jsonb NOT NULL,
	"min_select" integer DEFAULT 0 NOT NULL,
	"max_select" integer DEFAULT 1 NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "modification_groups_id_merchant_uq" UNIQUE("id","merchant_id"),
	CONSTRAINT "modification_groups_select_ck" CHECK ("modification_groups"."min_select" >= 0 and "modification_groups"."max_select" >= 1 and "modification_groups"."min_select" <= "modification_groups"."max_select")
);
--> statement-breakpoint
CREATE TABLE "modification_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"name" jsonb DEFAULT '{"uz":"","ru":"","eng":""}'::jsonb NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"image" text,
	"max_count" integer DEFAULT 1 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "modification_options_ck" CHECK ("modification_options"."price" >= 0 and "modification_options"."max_count" >= 1)
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"user_id" uuid,
	"title" jsonb DEFAULT '{"uz":"","ru":"","eng":""}'::jsonb NOT NULL,
	"body" jsonb DEFAULT '{"uz":"","ru":"","eng":""}'::jsonb NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "operator_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "operator_keys_hash_uq" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "order_counters" (
	"merchant_id" uuid PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"product_id" uuid,
	"name" jsonb DEFAULT '{"uz":"","ru":"","eng":""}'::jsonb NOT NULL,
	"unit_price" bigint NOT NULL,
	"discount_percent" integer DEFAULT 0 NOT NULL,
	"quantity" integer NOT NULL,
	"modifications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"comment" text,
	"line_price" bigint NOT NULL,
	"line_discount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_items_quantity_ck" CHECK ("order_items"."quantity" >= 1),
	CONSTRAINT "order_items_discount_ck" CHECK ("order_items"."discount_percent" between 0 and 100),
	CONSTRAINT "order_items_money_ck" CHECK ("order_items"."unit_price" >= 0 and "order_items"."line_price" >= 0 and "order_items"."line_discount" >= 0 and "order_items"."line_discount" <= "order_items"."line_price")
);
--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"status" text NOT NULL,
	"courier_status" text,
	"change_reason" text NOT NULL,
	"comment" text,
	"actor_type" text NOT NULL,
	"actor_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"user_id" uuid,
	"branch_id" uuid NOT NULL,
	"city_id" uuid,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"courier_status" text,
	"courier_id" uuid,
	"service_type" text NOT NULL,
	"delivery_type" text,
	"payment_type" text NOT NULL,
	"is_paid" boolean DEFAULT false NOT NULL,
	"order_device" text NOT NULL,
	"channel" text NOT NULL,
	"address" jsonb,
	"latitude" double precision,
	"longitude" double precision,
	"comment" text,
	"courier_comment" text,
	"note" text,
	"receiver_name" text,
	"receiver_phone" text,
	"promo_id" uuid,
	"promo_code" text,
	"product_price" bigint NOT NULL,
	"product_discount" bigint DEFAULT 0 NOT NULL,
	"delivery_price" bigint DEFAULT 0 NOT NULL,
	"delivery_discount" bigint DEFAULT 0 NOT NULL,
	"service_fee" bigint DEFAULT 0 NOT NULL,
	"cashback_used" bigint DEFAULT 0 NOT NULL,
	"total_price" bigint NOT NULL,
	"total_discount" bigint DEFAULT 0 NOT NULL,
	"product_count" integer NOT NULL,
	"delivery_tariff_id" uuid,
	"delivery_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"cooking_time" integer,
	"ready_time" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"distance" double precision,
	"reason" text,
	"reason_return" text,
	"grade" smallint,
	"operator_id" uuid,
	"telegram_id" bigint,
	"hall_id" uuid,
	"table_id" uuid,
	"waiter_id" text,
	"send_cheque" boolean DEFAULT false NOT NULL,
	"send_cheque_phone" text,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"courier_paid" boolean DEFAULT false NOT NULL,
	"external_ids" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"poster_error_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_id_merchant_uq" UNIQUE("id","merchant_id"),
	CONSTRAINT "orders_number_uq" UNIQUE("merchant_id","number"),
	CONSTRAINT "orders_money_ck" CHECK ("orders"."product_price" >= 0 and "orders"."product_discount" >= 0 and "orders"."delivery_price" >= 0 and "orders"."delivery_discount" >= 0
        and "orders"."service_fee" >= 0 and "orders"."cashback_used" >= 0 and "orders"."total_price" >= 0 and "orders"."total_discount" >= 0),
	CONSTRAINT "orders_number_ck" CHECK ("orders"."number" >= 1),
	CONSTRAINT "orders_product_count_ck" CHECK ("orders"."product_count" >= 1),
	CONSTRAINT "orders_grade_ck" CHECK ("orders"."grade" is null or "orders"."grade" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "otp_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"purpose" text NOT NULL,
	"user_id" uuid,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "otp_codes_attempts_ck" CHECK ("otp_codes"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text,
	"masked_number" text NOT NULL,
	"expire" text,
	"provider" text NOT NULL,
	"provider_token" text NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_cards_token_uq" UNIQUE("provider","provider_token")
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"type" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"icon" text,
	"title" jsonb DEFAULT '{"uz":"","ru":"","eng":""}'::jsonb NOT NULL,
	"iiko_id" text,
	"web_enabled" boolean DEFAULT true NOT NULL,
	"bot_enabled" boolean DEFAULT true NOT NULL,
	"operator_enabled" boolean DEFAULT true NOT NULL,
	"app_enabled" boolean DEFAULT true NOT NULL,
	"qr_enabled" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"credentials" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_methods_type_uq" UNIQUE("merchant_id","type")
);
--> statement-breakpoint
CREATE TABLE "payment_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_transaction_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"state" integer NOT NULL,
	"reason" integer,
	"create_time" bigint,
	"perform_time" bigint,
	"cancel_time" bigint,
	"raw" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_transactions_provider_uq" UNIQUE("provider","provider_transaction_id"),
	CONSTRAINT "payment_transactions_amount_ck" CHECK ("payment_transactions"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "policies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"type" text NOT NULL,
	"text" jsonb DEFAULT '{"uz":"","ru":"","eng":""}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "policies_type_uq" UNIQUE("merchant_id","type")
);
--> statement-breakpoint
CREATE TABLE "product_branches" (
	"product_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"merchant_id" uuid NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "product_branches_pk" PRIMARY KEY("product_id","branch_id")
);
--> statement-breakpoint
CREATE TABLE "product_grades" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"user_id" uuid,
	"order_id" uuid,
	"grade" smallint NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_grades_order_product_uq" UNIQUE("order_id","product_id"),
	CONSTRAINT "product_grades_grade_ck" CHECK ("product_grades"."grade" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "product_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"name" jsonb DEFAULT '{"uz":"","ru":"","eng":""}'::jsonb NOT NULL,
	"icon" text,
	"image" text,
	"bg_color" text,
	"icon_bg_color" text,
	"priority" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_groups_id_merchant_uq" UNIQUE("id","merchant_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"name" jsonb DEFAULT '{"uz":"","ru":"","eng":""}'::jsonb NOT NULL,
	"description" jsonb DEFAULT '{"uz":"","ru":"","eng":""}'::jsonb NOT NULL,
	"image" text,
	"gallery" text[] DEFAULT '{}'::text[] NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"additional_price" bigint DEFAULT 0 NOT NULL,
	"unit" text DEFAULT 'COUNT' NOT NULL,
	"type" text DEFAULT 'NONE' NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"amount" integer DEFAULT 1 NOT NULL,
	"calorie" integer,
	"measure" numeric(12, 3),
	"labels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"barcode" text,
	"mxik_code" text,
	"time_cooking_min" integer,
	"time_cooking_max" integer,
	"priority" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"max_quantity" integer,
	"delivery_enabled" boolean DEFAULT true NOT NULL,
	"is_cart_recommendation" boolean DEFAULT false NOT NULL,
	"eats_price" bigint,
	"enabled_eats" boolean DEFAULT false NOT NULL,
	"express_price" bigint,
	"enabled_express" boolean DEFAULT false NOT NULL,
	"channels" text[] DEFAULT '{}'::text[] NOT NULL,
	"external_ids" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_id_merchant_uq" UNIQUE("id","merchant_id"),
	CONSTRAINT "products_discount_ck" CHECK ("products"."discount" between 0 and 100),
	CONSTRAINT "products_price_ck" CHECK ("products"."price" >= 0 and "products"."additional_price" >= 0),
	CONSTRAINT "products_max_quantity_ck" CHECK ("products"."max_quantity" is null or "products"."max_quantity" >= 1),
	CONSTRAINT "products_cooking_ck" CHECK ("products"."time_cooking_min" is null or "products"."time_cooking_max" is null or "products"."time_cooking_min" <= "products"."time_cooking_max")
);
--> statement-breakpoint
CREATE TABLE "promos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"code" text NOT NULL,
	"discount_type" text NOT NULL,
	"product_discount" bigint DEFAULT 0 NOT NULL,
	"delivery_discount" bigint DEFAULT 0 NOT NULL,
	"delivery_discount_type" text DEFAULT 'AMOUNT' NOT NULL,
	"min_price" bigint DEFAULT 0 NOT NULL,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"usage_limit" integer,
	"per_user_limit" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promos_id_merchant_uq" UNIQUE("id","merchant_id"),
	CONSTRAINT "promos_code_ck" CHECK (length(btrim("promos"."code")) > 0),
	CONSTRAINT "promos_discount_ck" CHECK ("promos"."product_discount" >= 0 and "promos"."delivery_discount" >= 0 and "promos"."min_price" >= 0
        and ("promos"."discount_type" <> 'PERCENTAGE' or "promos"."product_discount" <= 100)
        and ("promos"."delivery_discount_type" <> 'PERCENTAGE' or "promos"."delivery_discount" <= 100)),
	CONSTRAINT "promos_dates_ck" CHECK ("promos"."start_date" is null or "promos"."end_date" is null or "promos"."start_date" <= "promos"."end_date"),
	CONSTRAINT "promos_limits_ck" CHECK (("promos"."usage_limit" is null or "promos"."usage_limit" >= 0) and ("promos"."per_user_limit" is null or "promos"."per_user_limit" >= 0))
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"place" text,
	"chairs" integer NOT NULL,
	"reserved_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'NEW' NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_chairs_ck" CHECK ("reservations"."chairs" >= 1)
);
--> statement-breakpoint
CREATE TABLE "stories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"title" jsonb DEFAULT '{"uz":"","ru":"","eng":""}'::jsonb NOT NULL,
	"cover" text,
	"slides" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"phone" text,
	"first_name" text,
	"last_name" text,
	"birthday" date,
	"gender" text,
	"image" text,
	"telegram_id" bigint,
	"language" text,
	"role" text DEFAULT 'CLIENT' NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_id_merchant_uq" UNIQUE("id","merchant_id"),
	CONSTRAINT "users_phone_ck" CHECK ("users"."phone" is null or "users"."phone" ~ '^[0-9]{7,15}$')
);
--> statement-breakpoint
CREATE TABLE "vacancies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"title" jsonb DEFAULT '{"uz":"","ru":"","eng":""}'::jsonb NOT NULL,
	"description" jsonb DEFAULT '{"uz":"","ru":"","eng":""}'::jsonb NOT NULL,
	"salary" text,
	"city_id" uuid,
	"branch_id" uuid,
	"priority" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waiter_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"table_id" uuid NOT NULL,
	"user_id" uuid,
	"status" text DEFAULT 'CALLING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_fk" FOREIGN KEY ("user_id","merchant_id") REFERENCES "public"."users"("id","merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_city_fk" FOREIGN KEY ("city_id","merchant_id") REFERENCES "public"."cities"("id","merchant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_fk" FOREIGN KEY ("user_id","merchant_id") REFERENCES "public"."users"("id","merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_product_fk" FOREIGN KEY ("product_id","merchant_id") REFERENCES "public"."products"("id","merchant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_sessions" ADD CONSTRAINT "bot_sessions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_work_hours" ADD CONSTRAINT "branch_work_hours_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_work_hours" ADD CONSTRAINT "branch_work_hours_branch_fk" FOREIGN KEY ("branch_id","merchant_id") REFERENCES "public"."branches"("id","merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_city_fk" FOREIGN KEY ("city_id","merchant_id") REFERENCES "public"."cities"("id","merchant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_catalog_merchant_id_merchants_id_fk" FOREIGN KEY ("catalog_merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_fk" FOREIGN KEY ("user_id","merchant_id") REFERENCES "public"."users"("id","merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_ledger" ADD CONSTRAINT "cashback_ledger_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_ledger" ADD CONSTRAINT "cashback_ledger_user_fk" FOREIGN KEY ("user_id","merchant_id") REFERENCES "public"."users"("id","merchant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_ledger" ADD CONSTRAINT "cashback_ledger_order_fk" FOREIGN KEY ("order_id","merchant_id") REFERENCES "public"."orders"("id","merchant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_group_fk" FOREIGN KEY ("group_id","merchant_id") REFERENCES "public"."product_groups"("id","merchant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "couriers" ADD CONSTRAINT "couriers_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "couriers" ADD CONSTRAINT "couriers_branch_fk" FOREIGN KEY ("branch_id","merchant_id") REFERENCES "public"."branches"("id","merchant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "couriers" ADD CONSTRAINT "couriers_user_fk" FOREIGN KEY ("user_id","merchant_id") REFERENCES "public"."users"("id","merchant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_regions" ADD CONSTRAINT "delivery_regions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_regions" ADD CONSTRAINT "delivery_regions_city_fk" FOREIGN KEY ("city_id","merchant_id") REFERENCES "public"."cities"("id","merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_tariffs" ADD CONSTRAINT "delivery_tariffs_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_tariffs" ADD CONSTRAINT "delivery_tariffs_branch_fk" FOREIGN KEY ("branch_id","merchant_id") REFERENCES "public"."branches"("id","merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_zones" ADD CONSTRAINT "delivery_zones_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_zones" ADD CONSTRAINT "delivery_zones_city_fk" FOREIGN KEY ("city_id","merchant_id") REFERENCES "public"."cities"("id","merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_zones" ADD CONSTRAINT "delivery_zones_branch_fk" FOREIGN KEY ("branch_id","merchant_id") REFERENCES "public"."branches"("id","merchant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dining_tables" ADD CONSTRAINT "dining_tables_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dining_tables" ADD CONSTRAINT "dining_tables_hall_fk" FOREIGN KEY ("hall_id","merchant_id") REFERENCES "public"."halls"("id","merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dining_tables" ADD CONSTRAINT "dining_tables_branch_fk" FOREIGN KEY ("branch_id","merchant_id") REFERENCES "public"."branches"("id","merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_fk" FOREIGN KEY ("user_id","merchant_id") REFERENCES "public"."users"("id","merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_product_fk" FOREIGN KEY ("product_id","merchant_id") REFERENCES "public"."products"("id","merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "halls" ADD CONSTRAINT "halls_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "halls" ADD CONSTRAINT "halls_branch_fk" FOREIGN KEY ("branch_id","merchant_id") REFERENCES "public"."branches"("id","merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_settings" ADD CONSTRAINT "merchant_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchants" ADD CONSTRAINT "merchants_main_city_id_cities_id_fk" FOREIGN KEY ("main_city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modification_groups" ADD CONSTRAINT "modification_groups_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modification_groups" ADD CONSTRAINT "modification_groups_product_fk" FOREIGN KEY ("product_id","merchant_id") REFERENCES "public"."products"("id","merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modification_options" ADD CONSTRAINT "modification_options_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modification_options" ADD CONSTRAINT "modification_options_group_fk" FOREIGN KEY ("group_id","merchant_id") REFERENCES "public"."modification_groups"("id","merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_fk" FOREIGN KEY ("user_id","merchant_id") REFERENCES "public"."users"("id","merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_keys" ADD CONSTRAINT "operator_keys_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_counters" ADD CONSTRAINT "order_counters_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_fk" FOREIGN KEY ("order_id","merchant_id") REFERENCES "public"."orders"("id","merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_fk" FOREIGN KEY ("order_id","merchant_id") REFERENCES "public"."orders"("id","merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_fk" FOREIGN KEY ("user_id","merchant_id") REFERENCES "public"."users"("id","merchant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_branch_fk" FOREIGN KEY ("branch_id","merchant_id") REFERENCES "public"."branches"("id","merchant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_city_fk" FOREIGN KEY ("city_id","merchant_id") REFERENCES "public"."cities"("id","merchant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_courier_fk" FOREIGN KEY ("courier_id","merchant_id") REFERENCES "public"."couriers"("id","merchant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_promo_fk" FOREIGN KEY ("promo_id","merchant_id") REFERENCES "public"."promos"("id","merchant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_tariff_fk" FOREIGN KEY ("delivery_tariff_id","merchant_id") REFERENCES "public"."delivery_tariffs"("id","merchant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_hall_fk" FOREIGN KEY ("hall_id","merchant_id") REFERENCES "public"."halls"("id","merchant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_table_fk" FOREIGN KEY ("table_id","merchant_id") REFERENCES "public"."dining_tables"("id","merchant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD CONSTRAINT "otp_codes_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD CONSTRAINT "otp_codes_user_fk" FOREIGN KEY ("user_id","merchant_id") REFERENCES "public"."users"("id","merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_cards" ADD CONSTRAINT "payment_cards_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_cards" ADD CONSTRAINT "payment_cards_user_fk" FOREIGN KEY ("user_id","merchant_id") REFERENCES "public"."users"("id","merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_order_fk" FOREIGN KEY ("order_id","merchant_id") REFERENCES "public"."orders"("id","merchant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_branches" ADD CONSTRAINT "product_branches_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_branches" ADD CONSTRAINT "product_branches_product_fk" FOREIGN KEY ("product_id","merchant_id") REFERENCES "public"."products"("id","merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_branches" ADD CONSTRAINT "product_branches_branch_fk" FOREIGN KEY ("branch_id","merchant_id") REFERENCES "public"."branches"("id","merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_grades" ADD CONSTRAINT "product_grades_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_grades" ADD CONSTRAINT "product_grades_product_fk" FOREIGN KEY ("product_id","merchant_id") REFERENCES "public"."products"("id","merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_grades" ADD CONSTRAINT "product_grades_user_fk" FOREIGN KEY ("user_id","merchant_id") REFERENCES "public"."users"("id","merchant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_grades" ADD CONSTRAINT "product_grades_order_fk" FOREIGN KEY ("order_id","merchant_id") REFERENCES "public"."orders"("id","merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_groups" ADD CONSTRAINT "product_groups_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_fk" FOREIGN KEY ("category_id","merchant_id") REFERENCES "public"."categories"("id","merchant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promos" ADD CONSTRAINT "promos_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_user_fk" FOREIGN KEY ("user_id","merchant_id") REFERENCES "public"."users"("id","merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_branch_fk" FOREIGN KEY ("branch_id","merchant_id") REFERENCES "public"."branches"("id","merchant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancies" ADD CONSTRAINT "vacancies_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancies" ADD CONSTRAINT "vacancies_city_fk" FOREIGN KEY ("city_id","merchant_id") REFERENCES "public"."cities"("id","merchant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancies" ADD CONSTRAINT "vacancies_branch_fk" FOREIGN KEY ("branch_id","merchant_id") REFERENCES "public"."branches"("id","merchant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiter_calls" ADD CONSTRAINT "waiter_calls_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiter_calls" ADD CONSTRAINT "waiter_calls_branch_fk" FOREIGN KEY ("branch_id","merchant_id") REFERENCES "public"."branches"("id","merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiter_calls" ADD CONSTRAINT "waiter_calls_table_fk" FOREIGN KEY ("table_id","merchant_id") REFERENCES "public"."dining_tables"("id","merchant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiter_calls" ADD CONSTRAINT "waiter_calls_user_fk" FOREIGN KEY ("user_id","merchant_id") REFERENCES "public"."users"("id","merchant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_user_idx" ON "addresses" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "addresses_merchant_idx" ON "addresses" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "auth_tokens_user_idx" ON "auth_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "auth_tokens_merchant_idx" ON "auth_tokens" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "banners_merchant_idx" ON "banners" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "branch_work_hours_merchant_idx" ON "branch_work_hours" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "branches_merchant_idx" ON "branches" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "branches_city_idx" ON "branches" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "brands_merchant_idx" ON "brands" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "cashback_ledger_user_idx" ON "cashback_ledger" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "cashback_ledger_merchant_idx" ON "cashback_ledger" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "categories_merchant_idx" ON "categories" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "categories_group_idx" ON "categories" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "cities_merchant_idx" ON "cities" USING btree ("merchant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cities_one_main_uq" ON "cities" USING btree ("merchant_id") WHERE "cities"."is_main";--> statement-breakpoint
CREATE INDEX "couriers_merchant_idx" ON "couriers" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "delivery_regions_merchant_idx" ON "delivery_regions" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "delivery_tariffs_merchant_idx" ON "delivery_tariffs" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "delivery_tariffs_branch_idx" ON "delivery_tariffs" USING btree ("branch_id");--> statement-breakpoint
CREATE INDEX "delivery_zones_merchant_idx" ON "delivery_zones" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "dining_tables_merchant_idx" ON "dining_tables" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "favourites_merchant_idx" ON "favourites" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "halls_merchant_idx" ON "halls" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "media_merchant_idx" ON "media" USING btree ("merchant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "merchants_domain_url_uq" ON "merchants" USING btree ("domain_url") WHERE "merchants"."domain_url" is not null;--> statement-breakpoint
CREATE INDEX "modification_groups_merchant_idx" ON "modification_groups" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "modification_groups_product_idx" ON "modification_groups" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "modification_options_merchant_idx" ON "modification_options" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "modification_options_group_idx" ON "modification_options" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "notifications_merchant_created_idx" ON "notifications" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "operator_keys_merchant_idx" ON "operator_keys" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_merchant_idx" ON "order_items" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "order_items_product_idx" ON "order_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "order_status_history_order_idx" ON "order_status_history" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_status_history_merchant_idx" ON "order_status_history" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_merchant_created_idx" ON "orders" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_branch_status_idx" ON "orders" USING btree ("branch_id","status");--> statement-breakpoint
CREATE INDEX "orders_promo_idx" ON "orders" USING btree ("promo_id");--> statement-breakpoint
CREATE INDEX "otp_codes_lookup_idx" ON "otp_codes" USING btree ("merchant_id","phone","purpose","created_at");--> statement-breakpoint
CREATE INDEX "payment_cards_user_idx" ON "payment_cards" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "payment_cards_merchant_idx" ON "payment_cards" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "payment_transactions_order_idx" ON "payment_transactions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_transactions_merchant_idx" ON "payment_transactions" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "product_branches_merchant_idx" ON "product_branches" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "product_branches_branch_idx" ON "product_branches" USING btree ("branch_id");--> statement-breakpoint
CREATE INDEX "product_grades_product_idx" ON "product_grades" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_grades_merchant_idx" ON "product_grades" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "product_groups_merchant_idx" ON "product_groups" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "products_merchant_idx" ON "products" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promos_merchant_code_uq" ON "promos" USING btree ("merchant_id",lower("code"));--> statement-breakpoint
CREATE INDEX "reservations_user_idx" ON "reservations" USING btree ("user_id","reserved_at");--> statement-breakpoint
CREATE INDEX "reservations_merchant_idx" ON "reservations" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "stories_merchant_idx" ON "stories" USING btree ("merchant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_merchant_phone_uq" ON "users" USING btree ("merchant_id","phone") WHERE "users"."phone" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_merchant_telegram_uq" ON "users" USING btree ("merchant_id","telegram_id") WHERE "users"."telegram_id" is not null;--> statement-breakpoint
CREATE INDEX "vacancies_merchant_idx" ON "vacancies" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "waiter_calls_branch_status_idx" ON "waiter_calls" USING btree ("branch_id","status");--> statement-breakpoint
CREATE INDEX "waiter_calls_merchant_idx" ON "waiter_calls" USING btree ("merchant_id");