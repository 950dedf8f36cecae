CREATE TABLE "event_bookings" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"ref_id" text NOT NULL,
	"event_id" text NOT NULL,
	"show_id" text NOT NULL,
	"lines" jsonb NOT NULL,
	"tickets" jsonb NOT NULL,
	"price" jsonb NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text NOT NULL,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_passes" (
	"id" text PRIMARY KEY NOT NULL,
	"show_id" text NOT NULL,
	"type" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"includes_en" jsonb NOT NULL,
	"includes_ar" jsonb NOT NULL,
	"price_halalas" integer NOT NULL,
	"capacity" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"per_order_limit" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "event_passes_sold_within_capacity" CHECK ("event_passes"."sold" >= 0 and "event_passes"."sold" <= "event_passes"."capacity"),
	CONSTRAINT "event_passes_price_positive" CHECK ("event_passes"."price_halalas" > 0)
);
--> statement-breakpoint
CREATE TABLE "event_shows" (
	"id" text PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"label_en" text,
	"label_ar" text
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"category" text NOT NULL,
	"venue" text NOT NULL,
	"title_en" text NOT NULL,
	"title_ar" text NOT NULL,
	"description_en" text NOT NULL,
	"description_ar" text NOT NULL,
	"age_rule_en" text NOT NULL,
	"age_rule_ar" text NOT NULL,
	"minimum_age" integer NOT NULL,
	"named_tickets" boolean NOT NULL,
	"featured" boolean NOT NULL,
	"gallery_count" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "events_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "event_bookings" ADD CONSTRAINT "event_bookings_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_bookings" ADD CONSTRAINT "event_bookings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_bookings" ADD CONSTRAINT "event_bookings_show_id_event_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."event_shows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_passes" ADD CONSTRAINT "event_passes_show_id_event_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."event_shows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_shows" ADD CONSTRAINT "event_shows_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_bookings_show_id_idx" ON "event_bookings" USING btree ("show_id");--> statement-breakpoint
CREATE INDEX "event_passes_show_id_idx" ON "event_passes" USING btree ("show_id");--> statement-breakpoint
CREATE INDEX "event_shows_event_id_idx" ON "event_shows" USING btree ("event_id","starts_at");