ALTER TABLE `batch_values` ADD `reason` text;--> statement-breakpoint
ALTER TABLE `batch_values` ADD `reason_code` text;--> statement-breakpoint
ALTER TABLE `cell_cache` ADD `reason` text;