ALTER TABLE `files` ADD `content_hash` text;--> statement-breakpoint
CREATE UNIQUE INDEX `files_workspace_hash_idx` ON `files` (`workspace_id`,`content_hash`);