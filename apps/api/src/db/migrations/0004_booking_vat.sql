ALTER TABLE "bookings" ADD COLUMN "vat_amount" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "vat_base_amount" integer;