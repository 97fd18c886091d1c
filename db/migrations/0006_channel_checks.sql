ALTER TABLE `batch_values` ADD `issues` text;--> statement-breakpoint
ALTER TABLE `catalog_batches` ADD `validation_errors` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `catalog_batches` ADD `validation_warnings` integer DEFAULT 0 NOT NULL;