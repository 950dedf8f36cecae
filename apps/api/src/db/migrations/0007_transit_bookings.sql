CREATE TABLE "transit_bookings" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"ref_id" text NOT NULL,
	"trip" jsonb NOT NULL,
	"travellers" jsonb NOT NULL,
	"price" jsonb NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transit_bookings" ADD CONSTRAINT "transit_bookings_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;