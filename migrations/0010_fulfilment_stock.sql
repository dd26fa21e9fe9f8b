CREATE TABLE `inventory` (
	`product_id` text PRIMARY KEY NOT NULL,
	`stock` integer NOT NULL,
	`low_threshold` integer NOT NULL,
	`low_alerted_at` integer,
	`updated_at` integer
);
--> statement-breakpoint
ALTER TABLE `orders` ADD `ship_name` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `ship_line1` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `ship_line2` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `ship_city` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `ship_state` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `ship_postal_code` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `ship_country` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `ship_phone` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `fulfilment_status` text DEFAULT 'unfulfilled' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `shipped_at` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `delivered_at` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `cancelled_at` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `carrier` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `tracking_number` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `erase_address_on_close` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `reserved_units` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `stock_released_at` integer;--> statement-breakpoint
CREATE INDEX `orders_fulfilment_idx` ON `orders` (`fulfilment_status`,`paid_at`);