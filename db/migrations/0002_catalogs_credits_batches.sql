CREATE TABLE `batch_products` (
	`batch_id` text NOT NULL,
	`row_index` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`output` text,
	`error` text,
	`attempts` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`batch_id`, `row_index`),
	FOREIGN KEY (`batch_id`) REFERENCES `catalog_batches`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `catalog_batches` (
	`id` text PRIMARY KEY NOT NULL,
	`workspace_id` text NOT NULL,
	`user_id` text,
	`catalog_config_name` text NOT NULL,
	`config_snapshot` text NOT NULL,
	`file_id` text,
	`input_filename` text NOT NULL,
	`input_delimiter` text,
	`destination` text NOT NULL,
	`status` text DEFAULT 'creating' NOT NULL,
	`progress` real DEFAULT 0 NOT NULL,
	`nb_products` integer NOT NULL,
	`cost` integer NOT NULL,
	`results` text DEFAULT '[]' NOT NULL,
	`downloaded_once` integer DEFAULT false NOT NULL,
	`error` text,
	`idempotency_key` text,
	`start_date` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`finished_at` text,
	FOREIGN KEY (`workspace_id`) REFERENCES `workspaces`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`file_id`) REFERENCES `files`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `catalog_batches_list_idx` ON `catalog_batches` (`workspace_id`,`start_date`);--> statement-breakpoint
CREATE INDEX `catalog_batches_status_idx` ON `catalog_batches` (`status`);--> statement-breakpoint
CREATE UNIQUE INDEX `catalog_batches_idempotency_idx` ON `catalog_batches` (`workspace_id`,`idempotency_key`);--> statement-breakpoint
CREATE TABLE `catalog_configs` (
	`id` text PRIMARY KEY NOT NULL,
	`workspace_id` text NOT NULL,
	`name` text NOT NULL,
	`label` text NOT NULL,
	`label_key` text NOT NULL,
	`body` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text,
	FOREIGN KEY (`workspace_id`) REFERENCES `workspaces`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `catalog_configs_name_idx` ON `catalog_configs` (`workspace_id`,`name`);--> statement-breakpoint
CREATE UNIQUE INDEX `catalog_configs_label_idx` ON `catalog_configs` (`workspace_id`,`label_key`);--> statement-breakpoint
CREATE TABLE `credit_ledger` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`workspace_id` text NOT NULL,
	`subscription_id` text NOT NULL,
	`period_start` text NOT NULL,
	`kind` text NOT NULL,
	`amount` integer NOT NULL,
	`batch_id` text,
	`note` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`workspace_id`) REFERENCES `workspaces`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`subscription_id`) REFERENCES `subscriptions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `credit_ledger_period_idx` ON `credit_ledger` (`workspace_id`,`subscription_id`,`period_start`);--> statement-breakpoint
CREATE INDEX `credit_ledger_batch_idx` ON `credit_ledger` (`batch_id`);--> statement-breakpoint
CREATE TABLE `subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`workspace_id` text NOT NULL,
	`policy` text NOT NULL,
	`frequency` text NOT NULL,
	`start_date` text NOT NULL,
	`end_date` text,
	`credits_per_period` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`workspace_id`) REFERENCES `workspaces`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `subscriptions_workspace_idx` ON `subscriptions` (`workspace_id`);--> statement-breakpoint
CREATE TABLE `value_list_values` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`value_list_id` text NOT NULL,
	`position` integer NOT NULL,
	`code` text NOT NULL,
	`label` text NOT NULL,
	FOREIGN KEY (`value_list_id`) REFERENCES `value_lists`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `value_list_values_list_idx` ON `value_list_values` (`value_list_id`,`position`);--> statement-breakpoint
CREATE TABLE `value_lists` (
	`id` text PRIMARY KEY NOT NULL,
	`workspace_id` text NOT NULL,
	`name` text NOT NULL,
	`name_key` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text,
	FOREIGN KEY (`workspace_id`) REFERENCES `workspaces`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `value_lists_name_idx` ON `value_lists` (`workspace_id`,`name_key`);--> statement-breakpoint
CREATE TABLE `workspace_settings` (
	`workspace_id` text PRIMARY KEY NOT NULL,
	`generate_options` text NOT NULL,
	`search_options` text NOT NULL,
	`use_label` integer DEFAULT true NOT NULL,
	`updated_at` text,
	FOREIGN KEY (`workspace_id`) REFERENCES `workspaces`(`id`) ON UPDATE no action ON DELETE cascade
);
