ALTER TABLE "batch_values" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "batch_values" ADD COLUMN "reason_code" text;--> statement-breakpoint
ALTER TABLE "cell_cache" ADD COLUMN "reason" text;