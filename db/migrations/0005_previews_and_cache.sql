CREATE TABLE `cell_cache` (
	`workspace_id` text NOT NULL,
	`fingerprint` text NOT NULL,
	`value` text,
	`source` text,
	`batch_id` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`workspace_id`, `fingerprint`),
	FOREIGN KEY (`workspace_id`) REFERENCES `workspaces`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `catalog_batches` ADD `input_stored_name` text;--> statement-breakpoint
ALTER TABLE `catalog_batches` ADD `preview` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `catalog_batches` ADD `cached_cells` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `catalog_batches` ADD `model_calls` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `catalog_batches` ADD `prompt_tokens` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `catalog_batches` ADD `completion_tokens` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `workspace_settings` ADD `use_cache` integer DEFAULT true NOT NULL;--> statement-breakpoint
UPDATE `catalog_batches` SET `input_stored_name` = (SELECT `stored_name` FROM `files` WHERE `files`.`id` = `catalog_batches`.`file_id`);
