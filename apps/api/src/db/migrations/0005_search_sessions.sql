-- Search sessions of every vertical replace flight_sessions. Live flight sessions carry over as
-- airline sessions, their held seats as the session's holds, so no traveller's search ends mid-booking.
CREATE TABLE "search_sessions" (
	"ref_id" text PRIMARY KEY NOT NULL,
	"vertical" "booking_type" NOT NULL,
	"search" jsonb NOT NULL,
	"search_key" text NOT NULL,
	"quote" jsonb,
	"holds" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"booking_id" uuid,
	"searches" integer DEFAULT 1 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_sessions" ADD CONSTRAINT "search_sessions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_sessions_expires_at_idx" ON "search_sessions" USING btree ("expires_at");--> statement-breakpoint
INSERT INTO "search_sessions" ("ref_id", "vertical", "search", "search_key", "quote", "holds", "booking_id", "searches", "expires_at", "created_at", "updated_at")
SELECT "ref_id", 'airline', "search", "search_key", "quote", "seats", "booking_id", "searches", "expires_at", "created_at", "updated_at" FROM "flight_sessions";--> statement-breakpoint
DROP TABLE "flight_sessions";
