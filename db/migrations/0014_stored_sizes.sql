CREATE TABLE `upload_reservations` (
	`id` text PRIMARY KEY NOT NULL,
	`workspace_id` text NOT NULL,
	`bytes` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`workspace_id`) REFERENCES `workspaces`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `upload_reservations_workspace_idx` ON `upload_reservations` (`workspace_id`);--> statement-breakpoint
ALTER TABLE `catalog_batches` ADD `stored_bytes` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `files` ADD `analysis_bytes` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE `files` SET `analysis_bytes` = length(CAST(`analysis` AS BLOB)) WHERE `analysis` IS NOT NULL;