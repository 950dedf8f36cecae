-- Hotels of the reference facts with their room types and allotments, hotel bookings, and refunds of
-- cancelled bookings of any vertical.
CREATE TYPE "public"."refund_status" AS ENUM('in_progress', 'refunded');--> statement-breakpoint
CREATE TABLE "hotel_bookings" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"ref_id" text NOT NULL,
	"hotel_id" text NOT NULL,
	"check_in" text NOT NULL,
	"check_out" text NOT NULL,
	"rooms" jsonb NOT NULL,
	"guests" jsonb NOT NULL,
	"price" jsonb NOT NULL,
	"confirmation_number" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text NOT NULL,
	"special_requests" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotel_room_types" (
	"hotel_id" text NOT NULL,
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"bed_type" text NOT NULL,
	"size_sqm" integer NOT NULL,
	"max_adults" integer NOT NULL,
	"max_children" integer NOT NULL,
	"rooms" integer NOT NULL,
	"price_percent" integer NOT NULL,
	"boards" jsonb NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "hotel_room_types_hotel_code_unique" UNIQUE("hotel_id","code"),
	CONSTRAINT "hotel_room_types_rooms_non_negative" CHECK ("hotel_room_types"."rooms" >= 0)
);
--> statement-breakpoint
CREATE TABLE "hotels" (
	"id" text PRIMARY KEY NOT NULL,
	"city" text NOT NULL,
	"city_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"district_en" text NOT NULL,
	"district_ar" text NOT NULL,
	"stars" integer NOT NULL,
	"rating_tenths" integer NOT NULL,
	"review_count" integer NOT NULL,
	"amenities" jsonb NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"check_in_time" text NOT NULL,
	"check_out_time" text NOT NULL,
	"price_min_sar" integer NOT NULL,
	"price_max_sar" integer NOT NULL,
	"photo_count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" "refund_status" DEFAULT 'in_progress' NOT NULL,
	"reason" text NOT NULL,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_booking_id_unique" UNIQUE("booking_id"),
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "hotel_bookings" ADD CONSTRAINT "hotel_bookings_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_bookings" ADD CONSTRAINT "hotel_bookings_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_room_types" ADD CONSTRAINT "hotel_room_types_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hotel_bookings_hotel_id_idx" ON "hotel_bookings" USING btree ("hotel_id");