CREATE TABLE "customer_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"store_id" uuid NOT NULL,
	"order_id" text NOT NULL,
	"order_name" text NOT NULL,
	"contact_kind" text NOT NULL,
	"ip" text NOT NULL,
	"gift" boolean DEFAULT false NOT NULL,
	"gift_email" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demo_collections" (
	"store_id" uuid NOT NULL,
	"id" bigint NOT NULL,
	"title" text NOT NULL,
	"handle" text NOT NULL,
	CONSTRAINT "demo_collections_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
CREATE TABLE "demo_inventory_levels" (
	"store_id" uuid NOT NULL,
	"variant_id" bigint NOT NULL,
	"location_id" bigint NOT NULL,
	"available" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "demo_inventory_levels_store_id_variant_id_location_id_pk" PRIMARY KEY("store_id","variant_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "demo_locations" (
	"store_id" uuid NOT NULL,
	"id" bigint NOT NULL,
	"name" text NOT NULL,
	"address" jsonb NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "demo_locations_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
CREATE TABLE "demo_products" (
	"store_id" uuid NOT NULL,
	"id" bigint NOT NULL,
	"title" text NOT NULL,
	"handle" text NOT NULL,
	"product_type" text NOT NULL,
	"vendor" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"options" jsonb NOT NULL,
	"collection_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "demo_products_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
CREATE TABLE "demo_shops" (
	"store_id" uuid PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"next_id" bigint NOT NULL,
	"next_order_number" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demo_variants" (
	"store_id" uuid NOT NULL,
	"id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"title" text NOT NULL,
	"sku" text NOT NULL,
	"option1" text,
	"option2" text,
	"option3" text,
	"price_minor" bigint NOT NULL,
	"compare_at_price_minor" bigint,
	"taxable" boolean DEFAULT true NOT NULL,
	"blocked" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "demo_variants_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
CREATE TABLE "demo_gift_cards" (
	"store_id" uuid NOT NULL,
	"id" bigint NOT NULL,
	"code" text NOT NULL,
	"currency" text NOT NULL,
	"initial_value_minor" bigint NOT NULL,
	"balance_minor" bigint NOT NULL,
	"customer_id" bigint,
	"order_id" bigint,
	"note" text,
	"expires_on" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "demo_gift_cards_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
CREATE TABLE "demo_store_credit_accounts" (
	"store_id" uuid NOT NULL,
	"id" bigint NOT NULL,
	"customer_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"balance_minor" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "demo_store_credit_accounts_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
CREATE TABLE "demo_store_credit_transactions" (
	"store_id" uuid NOT NULL,
	"id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"amount_minor" bigint NOT NULL,
	"order_id" bigint,
	"note" text,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "demo_store_credit_transactions_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
CREATE TABLE "demo_idempotency" (
	"store_id" uuid NOT NULL,
	"key" text NOT NULL,
	"operation" text NOT NULL,
	"fingerprint" text NOT NULL,
	"result" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "demo_idempotency_store_id_key_pk" PRIMARY KEY("store_id","key")
);
--> statement-breakpoint
CREATE TABLE "demo_customers" (
	"store_id" uuid NOT NULL,
	"id" bigint NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"phone" text,
	"addresses" jsonb NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "demo_customers_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
CREATE TABLE "demo_fulfillment_orders" (
	"store_id" uuid NOT NULL,
	"id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"location_id" bigint NOT NULL,
	"status" text NOT NULL,
	"holds" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "demo_fulfillment_orders_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
CREATE TABLE "demo_fulfillments" (
	"store_id" uuid NOT NULL,
	"id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"location_id" bigint NOT NULL,
	"status" text NOT NULL,
	"shipment_status" text,
	"tracking_company" text,
	"tracking_number" text,
	"line_items" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"in_transit_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "demo_fulfillments_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
CREATE TABLE "demo_line_items" (
	"store_id" uuid NOT NULL,
	"id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"product_id" bigint,
	"variant_id" bigint,
	"title" text NOT NULL,
	"variant_title" text,
	"sku" text,
	"vendor" text,
	"quantity" integer NOT NULL,
	"price_minor" bigint NOT NULL,
	"taxable" boolean DEFAULT true NOT NULL,
	"requires_shipping" boolean DEFAULT true NOT NULL,
	"tax_lines" jsonb NOT NULL,
	"discount_allocations" jsonb NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "demo_line_items_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
CREATE TABLE "demo_orders" (
	"store_id" uuid NOT NULL,
	"id" bigint NOT NULL,
	"name" text NOT NULL,
	"order_number" integer NOT NULL,
	"customer_id" bigint,
	"email" text,
	"phone" text,
	"currency" text NOT NULL,
	"presentment_currency" text NOT NULL,
	"presentment_rate_ppm" integer DEFAULT 1000000 NOT NULL,
	"taxes_included" boolean NOT NULL,
	"financial_status" text NOT NULL,
	"fulfillment_status" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"note" text,
	"source_name" text DEFAULT 'web' NOT NULL,
	"payment_gateway_names" text[] DEFAULT '{}'::text[] NOT NULL,
	"discount_codes" jsonb NOT NULL,
	"discount_applications" jsonb NOT NULL,
	"shipping_lines" jsonb NOT NULL,
	"shipping_address" jsonb,
	"billing_address" jsonb,
	"total_line_items_price_minor" bigint DEFAULT 0 NOT NULL,
	"total_discounts_minor" bigint DEFAULT 0 NOT NULL,
	"subtotal_price_minor" bigint DEFAULT 0 NOT NULL,
	"total_shipping_minor" bigint DEFAULT 0 NOT NULL,
	"total_tax_minor" bigint DEFAULT 0 NOT NULL,
	"total_price_minor" bigint DEFAULT 0 NOT NULL,
	"exchange_for_order_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"closed_at" timestamp with time zone,
	CONSTRAINT "demo_orders_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
CREATE TABLE "demo_refunds" (
	"store_id" uuid NOT NULL,
	"id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"return_id" bigint,
	"note" text,
	"refund_line_items" jsonb NOT NULL,
	"shipping_minor" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "demo_refunds_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
CREATE TABLE "demo_transactions" (
	"store_id" uuid NOT NULL,
	"id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"parent_id" bigint,
	"refund_id" bigint,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"gateway" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"authorization" text,
	"receipt" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "demo_transactions_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
CREATE TABLE "demo_return_line_items" (
	"store_id" uuid NOT NULL,
	"id" bigint NOT NULL,
	"return_id" bigint NOT NULL,
	"rfo_line_item_id" bigint NOT NULL,
	"line_item_id" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"return_reason" text NOT NULL,
	"customer_note" text,
	"restocked_quantity" integer DEFAULT 0 NOT NULL,
	"not_restocked_quantity" integer DEFAULT 0 NOT NULL,
	"missing_quantity" integer DEFAULT 0 NOT NULL,
	"dispositions" jsonb NOT NULL,
	CONSTRAINT "demo_return_line_items_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
CREATE TABLE "demo_returns" (
	"store_id" uuid NOT NULL,
	"id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"reverse_fulfillment_order_id" bigint NOT NULL,
	"decline_reason" text,
	"decline_note" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "demo_returns_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
CREATE TABLE "integration_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"side_effect_id" uuid,
	"kind" text NOT NULL,
	"effect" text NOT NULL,
	"attempt" integer NOT NULL,
	"outcome" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"request" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"response" jsonb,
	"duration_ms" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "side_effects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"effect" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"channel" text DEFAULT 'email' NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"event" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"provider_message_id" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal_lookups" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ip" text NOT NULL,
	"order_key" text NOT NULL,
	"succeeded" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reasons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text DEFAULT 'both' NOT NULL,
	"requires_media" boolean DEFAULT false NOT NULL,
	"requires_comment" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"status" text DEFAULT 'planned' NOT NULL,
	"amount" numeric(20, 3) NOT NULL,
	"currency" text NOT NULL,
	"reference" text,
	"note" text,
	"idempotency_key" text NOT NULL,
	"platform_refund_id" text,
	"error" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_action_keys" (
	"store_id" uuid NOT NULL,
	"key" text NOT NULL,
	"request_id" uuid NOT NULL,
	"action" text NOT NULL,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_action_keys_store_id_key_pk" PRIMARY KEY("store_id","key")
);
--> statement-breakpoint
CREATE TABLE "reships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"order_id" text NOT NULL,
	"shipping_company" text NOT NULL,
	"items" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"tracking_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"author_id" uuid,
	"author_name" text DEFAULT '' NOT NULL,
	"message" text NOT NULL,
	"customer_visible" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "request_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"store_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"type" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"actor_type" text NOT NULL,
	"actor_id" text,
	"message" text DEFAULT '' NOT NULL,
	"customer_visible" boolean DEFAULT false NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"line_item_id" text NOT NULL,
	"product_id" text,
	"variant_id" text,
	"title" text NOT NULL,
	"variant_title" text,
	"sku" text,
	"image_url" text DEFAULT '' NOT NULL,
	"reason_id" uuid,
	"reason" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"requested_qty" integer NOT NULL,
	"approved_qty" integer DEFAULT 0 NOT NULL,
	"received_qty" integer DEFAULT 0 NOT NULL,
	"restocked_qty" integer DEFAULT 0 NOT NULL,
	"not_restocked_qty" integer DEFAULT 0 NOT NULL,
	"missing_qty" integer DEFAULT 0 NOT NULL,
	"refunded_qty" integer DEFAULT 0 NOT NULL,
	"actual_amount" numeric(20, 3) NOT NULL,
	"total_tax" numeric(20, 3) DEFAULT '0' NOT NULL,
	"total_discount" numeric(20, 3) DEFAULT '0' NOT NULL,
	"return_quantity" integer NOT NULL,
	"selected_quantity" integer NOT NULL,
	"previously_refunded_qty" integer DEFAULT 0 NOT NULL,
	"do_not_carry_forward_discount" boolean DEFAULT false NOT NULL,
	"do_not_carry_forward_discount_percentage" numeric(5, 2) DEFAULT '100' NOT NULL,
	"shipping_amount" numeric(20, 3) DEFAULT '0' NOT NULL,
	"presentment_price" numeric(20, 3),
	"exchange_product" jsonb,
	"exchange_products" jsonb,
	"incentive_amount" numeric(20, 3) DEFAULT '0' NOT NULL,
	"eligible_promotional_amount" numeric(20, 3) DEFAULT '0' NOT NULL,
	"green_return" jsonb,
	"requested_refund_mode" text,
	"exchange_variant_id" text,
	"exchange_variant_title" text,
	"exchange_variant_price" numeric(20, 3),
	"paid_amount" numeric(20, 3) DEFAULT '0' NOT NULL,
	"refund_amount" numeric(20, 3) DEFAULT '0' NOT NULL,
	"fee_amount" numeric(20, 3) DEFAULT '0' NOT NULL,
	"bonus_amount" numeric(20, 3) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_items_requested_positive" CHECK ("request_items"."requested_qty" > 0),
	CONSTRAINT "request_items_approved_le_requested" CHECK ("request_items"."approved_qty" <= "request_items"."requested_qty"),
	CONSTRAINT "request_items_received_le_approved" CHECK ("request_items"."received_qty" + "request_items"."missing_qty" <= "request_items"."approved_qty"),
	CONSTRAINT "request_items_inspected_le_received" CHECK ("request_items"."restocked_qty" + "request_items"."not_restocked_qty" <= "request_items"."received_qty"),
	CONSTRAINT "request_items_refunded_le_approved" CHECK ("request_items"."refunded_qty" <= "request_items"."approved_qty")
);
--> statement-breakpoint
CREATE TABLE "request_media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"session_id" uuid,
	"order_id" text NOT NULL,
	"request_id" uuid,
	"request_item_id" uuid,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"source" text DEFAULT 'portal' NOT NULL,
	"order_id" text NOT NULL,
	"order_name" text NOT NULL,
	"customer_id" text,
	"customer_name" text DEFAULT '' NOT NULL,
	"customer_email" text DEFAULT '' NOT NULL,
	"customer_phone_dial_code" text DEFAULT '' NOT NULL,
	"customer_phone" text DEFAULT '' NOT NULL,
	"session_id" uuid,
	"method" text DEFAULT 'pickup' NOT NULL,
	"address" jsonb,
	"refund_mode" text,
	"bank_account_holder_name" text,
	"bank_account_number" text,
	"bank_code" text,
	"currency" text NOT NULL,
	"presentment_currency" text NOT NULL,
	"taxes_included" boolean DEFAULT false NOT NULL,
	"is_cod" boolean DEFAULT false NOT NULL,
	"refund_amount" numeric(20, 3) DEFAULT '0' NOT NULL,
	"presentment_refund_amount" numeric(20, 3) DEFAULT '0' NOT NULL,
	"return_fee" numeric(20, 3) DEFAULT '0' NOT NULL,
	"bonus_amount" numeric(20, 3) DEFAULT '0' NOT NULL,
	"amount_due" numeric(20, 3) DEFAULT '0' NOT NULL,
	"payer" text DEFAULT 'none' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"needs_attention" boolean DEFAULT false NOT NULL,
	"attention_error" text,
	"archived" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	"tracking_company" text,
	"tracking_number" text,
	"tracking_url" text,
	"tracking_status" text,
	"platform_return_id" text,
	"exchange_order_id" text,
	"idempotency_key" text,
	"body_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"notes" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"courier" text,
	"status_before_archive" text,
	"exchange_held" boolean DEFAULT false NOT NULL,
	"exchange_fulfillment_order_ids" jsonb
);
--> statement-breakpoint
CREATE TABLE "rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"match" text DEFAULT 'all' NOT NULL,
	"conditions" jsonb NOT NULL,
	"outcome" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_filters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"created_by" uuid,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"filters" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"domain" text NOT NULL,
	"name" text NOT NULL,
	"logo_url" text DEFAULT '' NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"country" text DEFAULT 'IN' NOT NULL,
	"support_email" text DEFAULT '' NOT NULL,
	"plan_name" text DEFAULT 'FREE_ONBOARD' NOT NULL,
	"plan_price" numeric(10, 2) DEFAULT '0' NOT NULL,
	"free_trial_end" timestamp with time zone,
	"free_trial_used" boolean DEFAULT false NOT NULL,
	"free_trial_v2_used" boolean DEFAULT false NOT NULL,
	"installed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"policy_settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"portal_handle" text,
	"brand_color" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"name" text NOT NULL,
	"value" numeric(14, 4) NOT NULL,
	"deduction_type" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"email" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"password_hash" text NOT NULL,
	"user_type" text DEFAULT 'staff' NOT NULL,
	"permissions" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_sessions" ADD CONSTRAINT "customer_sessions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_collections" ADD CONSTRAINT "demo_collections_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_inventory_levels" ADD CONSTRAINT "demo_inventory_levels_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_locations" ADD CONSTRAINT "demo_locations_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_products" ADD CONSTRAINT "demo_products_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_shops" ADD CONSTRAINT "demo_shops_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_variants" ADD CONSTRAINT "demo_variants_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_gift_cards" ADD CONSTRAINT "demo_gift_cards_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_store_credit_accounts" ADD CONSTRAINT "demo_store_credit_accounts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_store_credit_transactions" ADD CONSTRAINT "demo_store_credit_transactions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_idempotency" ADD CONSTRAINT "demo_idempotency_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_customers" ADD CONSTRAINT "demo_customers_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_fulfillment_orders" ADD CONSTRAINT "demo_fulfillment_orders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_fulfillments" ADD CONSTRAINT "demo_fulfillments_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_line_items" ADD CONSTRAINT "demo_line_items_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_orders" ADD CONSTRAINT "demo_orders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_refunds" ADD CONSTRAINT "demo_refunds_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_transactions" ADD CONSTRAINT "demo_transactions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_return_line_items" ADD CONSTRAINT "demo_return_line_items_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_returns" ADD CONSTRAINT "demo_returns_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_logs" ADD CONSTRAINT "integration_logs_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_logs" ADD CONSTRAINT "integration_logs_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_logs" ADD CONSTRAINT "integration_logs_side_effect_id_side_effects_id_fk" FOREIGN KEY ("side_effect_id") REFERENCES "public"."side_effects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "side_effects" ADD CONSTRAINT "side_effects_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "side_effects" ADD CONSTRAINT "side_effects_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reasons" ADD CONSTRAINT "reasons_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_action_keys" ADD CONSTRAINT "request_action_keys_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_action_keys" ADD CONSTRAINT "request_action_keys_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reships" ADD CONSTRAINT "reships_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reships" ADD CONSTRAINT "reships_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_comments" ADD CONSTRAINT "request_comments_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_comments" ADD CONSTRAINT "request_comments_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_comments" ADD CONSTRAINT "request_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_events" ADD CONSTRAINT "request_events_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_events" ADD CONSTRAINT "request_events_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_items" ADD CONSTRAINT "request_items_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_items" ADD CONSTRAINT "request_items_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_items" ADD CONSTRAINT "request_items_reason_id_reasons_id_fk" FOREIGN KEY ("reason_id") REFERENCES "public"."reasons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_media" ADD CONSTRAINT "request_media_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_media" ADD CONSTRAINT "request_media_session_id_customer_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."customer_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_media" ADD CONSTRAINT "request_media_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_media" ADD CONSTRAINT "request_media_request_item_id_request_items_id_fk" FOREIGN KEY ("request_item_id") REFERENCES "public"."request_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_session_id_customer_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."customer_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rules" ADD CONSTRAINT "rules_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_filters" ADD CONSTRAINT "saved_filters_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_filters" ADD CONSTRAINT "saved_filters_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_rates" ADD CONSTRAINT "tax_rates_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_sessions_token_key" ON "customer_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "customer_sessions_order_idx" ON "customer_sessions" USING btree ("store_id","order_id");--> statement-breakpoint
CREATE INDEX "demo_variants_product_idx" ON "demo_variants" USING btree ("store_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "demo_gift_cards_code_key" ON "demo_gift_cards" USING btree ("store_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "demo_store_credit_accounts_customer_key" ON "demo_store_credit_accounts" USING btree ("store_id","customer_id","currency");--> statement-breakpoint
CREATE INDEX "demo_store_credit_tx_account_idx" ON "demo_store_credit_transactions" USING btree ("store_id","account_id");--> statement-breakpoint
CREATE INDEX "demo_customers_email_idx" ON "demo_customers" USING btree ("store_id",lower("email"));--> statement-breakpoint
CREATE INDEX "demo_fulfillment_orders_order_idx" ON "demo_fulfillment_orders" USING btree ("store_id","order_id");--> statement-breakpoint
CREATE INDEX "demo_fulfillments_order_idx" ON "demo_fulfillments" USING btree ("store_id","order_id");--> statement-breakpoint
CREATE INDEX "demo_line_items_order_idx" ON "demo_line_items" USING btree ("store_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "demo_orders_name_key" ON "demo_orders" USING btree ("store_id","name");--> statement-breakpoint
CREATE INDEX "demo_orders_customer_idx" ON "demo_orders" USING btree ("store_id","customer_id","created_at");--> statement-breakpoint
CREATE INDEX "demo_refunds_order_idx" ON "demo_refunds" USING btree ("store_id","order_id");--> statement-breakpoint
CREATE INDEX "demo_transactions_order_idx" ON "demo_transactions" USING btree ("store_id","order_id");--> statement-breakpoint
CREATE INDEX "demo_return_line_items_return_idx" ON "demo_return_line_items" USING btree ("store_id","return_id");--> statement-breakpoint
CREATE INDEX "demo_returns_order_idx" ON "demo_returns" USING btree ("store_id","order_id");--> statement-breakpoint
CREATE INDEX "integration_logs_request_idx" ON "integration_logs" USING btree ("store_id","request_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "side_effects_request_idx" ON "side_effects" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "side_effects_status_idx" ON "side_effects" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "notifications_request_idx" ON "notifications" USING btree ("store_id","request_id","created_at");--> statement-breakpoint
CREATE INDEX "portal_lookups_ip_idx" ON "portal_lookups" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "portal_lookups_order_idx" ON "portal_lookups" USING btree ("order_key","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reasons_store_name_key" ON "reasons" USING btree ("store_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_store_idempotency_key" ON "refunds" USING btree ("store_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "refunds_request_idx" ON "refunds" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "reships_store_order_idx" ON "reships" USING btree ("store_id","order_id","created_at");--> statement-breakpoint
CREATE INDEX "request_comments_request_idx" ON "request_comments" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "request_events_request_idx" ON "request_events" USING btree ("request_id","id");--> statement-breakpoint
CREATE INDEX "request_items_request_idx" ON "request_items" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "request_items_store_line_idx" ON "request_items" USING btree ("store_id","line_item_id");--> statement-breakpoint
CREATE INDEX "request_media_request_idx" ON "request_media" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "request_media_session_idx" ON "request_media" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "requests_store_idempotency_key" ON "requests" USING btree ("store_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "requests_store_name_key" ON "requests" USING btree ("store_id","name");--> statement-breakpoint
CREATE INDEX "requests_store_status_idx" ON "requests" USING btree ("store_id","status","created_at");--> statement-breakpoint
CREATE INDEX "requests_store_order_idx" ON "requests" USING btree ("store_id","order_id");--> statement-breakpoint
CREATE INDEX "requests_store_created_idx" ON "requests" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "requests_store_kind_status_created_idx" ON "requests" USING btree ("store_id","kind","status","created_at");--> statement-breakpoint
CREATE INDEX "requests_tags_gin_idx" ON "requests" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "requests_store_order_name_idx" ON "requests" USING btree ("store_id","order_name");--> statement-breakpoint
CREATE INDEX "requests_store_phone_idx" ON "requests" USING btree ("store_id","customer_phone");--> statement-breakpoint
CREATE INDEX "requests_store_email_idx" ON "requests" USING btree ("store_id",lower("customer_email"));--> statement-breakpoint
CREATE INDEX "rules_store_type_position_idx" ON "rules" USING btree ("store_id","type","position");--> statement-breakpoint
CREATE INDEX "saved_filters_store_kind_idx" ON "saved_filters" USING btree ("store_id","kind","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "stores_domain_key" ON "stores" USING btree ("domain");--> statement-breakpoint
CREATE UNIQUE INDEX "stores_portal_handle_key" ON "stores" USING btree ("portal_handle");--> statement-breakpoint
CREATE INDEX "tax_rates_store_idx" ON "tax_rates" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "login_failures_account_idx" ON "login_failures" USING btree ("account","created_at");--> statement-breakpoint
CREATE INDEX "login_failures_ip_idx" ON "login_failures" USING btree ("ip","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash_key" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_store_email_key" ON "users" USING btree ("store_id",lower("email"));