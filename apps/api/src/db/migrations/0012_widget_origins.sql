ALTER TABLE "widgets" ADD COLUMN "radius" text;--> statement-breakpoint
ALTER TABLE "widgets" ADD COLUMN "allowed_origins" text[] DEFAULT '{}'::text[] NOT NULL;