CREATE TABLE `batch_values` (
	`batch_id` text NOT NULL,
	`row_index` integer NOT NULL,
	`field` text NOT NULL,
	`value` text,
	`status` text NOT NULL,
	`source` text,
	`error` text,
	PRIMARY KEY(`batch_id`, `row_index`, `field`),
	FOREIGN KEY (`batch_id`) REFERENCES `catalog_batches`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `batch_values_status_idx` ON `batch_values` (`batch_id`,`status`,`field`,`row_index`);--> statement-breakpoint
ALTER TABLE `batch_products` ADD `key` text;--> statement-breakpoint
ALTER TABLE `batch_products` ADD `pending_fields` text;--> statement-breakpoint
ALTER TABLE `catalog_batches` ADD `pass_products` integer;--> statement-breakpoint
INSERT OR IGNORE INTO `batch_values` (`batch_id`, `row_index`, `field`, `value`, `status`, `source`, `error`)
SELECT `cell`.`batch_id`, `cell`.`row_index`, `cell`.`field`,
	CASE WHEN `cell`.`v` IS NULL OR `cell`.`v` = '' THEN NULL ELSE json_quote(`cell`.`v`) END,
	CASE WHEN `cell`.`product_status` = 'failed' THEN 'failed' WHEN `cell`.`v` IS NULL OR `cell`.`v` = '' THEN 'empty' ELSE 'ok' END,
	NULL,
	CASE WHEN `cell`.`product_status` = 'failed' THEN coalesce(`cell`.`product_error`, 'worker_failed') END
FROM (
	SELECT `p`.`batch_id`, `p`.`row_index`, `p`.`status` AS `product_status`, `p`.`error` AS `product_error`, `f`.`field`,
		CASE WHEN `p`.`status` = 'done' THEN json_extract(`p`.`output`, '$.' || json_quote(`f`.`field`)) END AS `v`
	FROM `batch_products` `p`
	JOIN (
		SELECT `b`.`id` AS `batch_id`,
			CASE WHEN json_type(`b`.`config_snapshot`, '$.ownFormatMapping') = 'array' THEN json_extract(`m`.`value`, '$.dest_property') ELSE `m`.`key` END AS `field`
		FROM `catalog_batches` `b`, json_each(`b`.`config_snapshot`, '$.ownFormatMapping') `m`
	) `f` ON `f`.`batch_id` = `p`.`batch_id`
	WHERE `p`.`status` IN ('done', 'failed') AND `f`.`field` IS NOT NULL
) `cell`;
