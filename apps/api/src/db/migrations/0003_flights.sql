CREATE TABLE "flight_bookings" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"ref_id" text NOT NULL,
	"itinerary" jsonb NOT NULL,
	"fare" jsonb NOT NULL,
	"passengers" jsonb NOT NULL,
	"addons" jsonb NOT NULL,
	"price" jsonb NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flight_sessions" (
	"ref_id" text PRIMARY KEY NOT NULL,
	"search" jsonb NOT NULL,
	"search_key" text NOT NULL,
	"quote" jsonb,
	"seats" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"booking_id" uuid,
	"searches" integer DEFAULT 1 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "flight_bookings" ADD CONSTRAINT "flight_bookings_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_sessions" ADD CONSTRAINT "flight_sessions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flight_sessions_expires_at_idx" ON "flight_sessions" USING btree ("expires_at");