CREATE TYPE "public"."gateway_authorization" AS ENUM('approved', 'incorrect_details', 'insufficient_funds', 'bank_issue', 'authentication_failed', 'expired');--> statement-breakpoint
CREATE TYPE "public"."gateway_card_brand" AS ENUM('mada', 'visa', 'mastercard');--> statement-breakpoint
CREATE TYPE "public"."gateway_checkout_state" AS ENUM('card_entry', 'challenge', 'completed');--> statement-breakpoint
CREATE TYPE "public"."gateway_locale" AS ENUM('en', 'ar');--> statement-breakpoint
CREATE TYPE "public"."payment_card_brand" AS ENUM('mada', 'visa', 'mastercard');--> statement-breakpoint
CREATE TYPE "public"."payment_failure_reason" AS ENUM('incorrect_details', 'insufficient_funds', 'bank_issue', 'authentication_failed', 'expired');--> statement-breakpoint
CREATE TYPE "public"."payment_method" AS ENUM('card', 'bank_transfer', 'stc_pay', 'urpay');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('requires_action', 'awaiting_transfer', 'processing', 'succeeded', 'failed', 'expired');--> statement-breakpoint
CREATE TYPE "public"."wallet_method" AS ENUM('stc_pay', 'urpay');--> statement-breakpoint
CREATE TYPE "public"."inventory_resource_type" AS ENUM('seat', 'room', 'pass');--> statement-breakpoint
CREATE TABLE "gateway_checkouts" (
	"id" text PRIMARY KEY NOT NULL,
	"order_ref" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"locale" "gateway_locale" NOT NULL,
	"return_url" text NOT NULL,
	"description" text NOT NULL,
	"state" "gateway_checkout_state" DEFAULT 'card_entry' NOT NULL,
	"csrf_token" text NOT NULL,
	"card_brand" "gateway_card_brand",
	"card_last4" text,
	"authorization" "gateway_authorization",
	"otp_attempts" integer DEFAULT 0 NOT NULL,
	"outcome" "gateway_authorization",
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gateway_checkouts_amount_positive" CHECK ("gateway_checkouts"."amount" > 0),
	CONSTRAINT "gateway_checkouts_card_last4" CHECK ("gateway_checkouts"."card_last4" is null or "gateway_checkouts"."card_last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "charges_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "charges_amount_positive" CHECK ("charges"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"response_status" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_ref" text NOT NULL,
	"booking_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"method" "payment_method" NOT NULL,
	"status" "payment_status" NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"failure_reason" "payment_failure_reason",
	"card_brand" "payment_card_brand",
	"card_last4" text,
	"wallet_mobile" text,
	"saved_account_id" uuid,
	"bank_reference" text,
	"bank_iban" text,
	"gateway_checkout_id" text,
	"checkout_url" text,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_order_ref_unique" UNIQUE("order_ref"),
	CONSTRAINT "payments_bank_reference_unique" UNIQUE("bank_reference"),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount" > 0),
	CONSTRAINT "payments_card_last4" CHECK ("payments"."card_last4" is null or "payments"."card_last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "saved_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"method" "wallet_method" NOT NULL,
	"mobile" text NOT NULL,
	"verified_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid,
	"resource_type" "inventory_resource_type" NOT NULL,
	"resource_key" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gateway_checkouts" ADD CONSTRAINT "gateway_checkouts_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_saved_account_id_saved_accounts_id_fk" FOREIGN KEY ("saved_account_id") REFERENCES "public"."saved_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_accounts" ADD CONSTRAINT "saved_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_holds" ADD CONSTRAINT "inventory_holds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gateway_checkouts_order_ref_idx" ON "gateway_checkouts" USING btree ("order_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_requests_user_key_unique" ON "payment_requests" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "payments_booking_id_created_at_idx" ON "payments" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_user_id_idx" ON "payments" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_accounts_user_method_mobile_unique" ON "saved_accounts" USING btree ("user_id","method","mobile");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_holds_open_resource_unique" ON "inventory_holds" USING btree ("resource_type","resource_key") WHERE "inventory_holds"."released_at" is null;--> statement-breakpoint
CREATE INDEX "inventory_holds_booking_id_idx" ON "inventory_holds" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "inventory_holds_open_expires_at_idx" ON "inventory_holds" USING btree ("expires_at") WHERE "inventory_holds"."released_at" is null;