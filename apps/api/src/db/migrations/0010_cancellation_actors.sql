CREATE TYPE "public"."booking_actor" AS ENUM('traveller', 'agent', 'provider', 'system');--> statement-breakpoint
CREATE TYPE "public"."refund_destination" AS ENUM('card', 'wallet');--> statement-breakpoint
ALTER TABLE "booking_events" ADD COLUMN "actor" "booking_actor" DEFAULT 'system' NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "fee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "destination" "refund_destination" DEFAULT 'card' NOT NULL;