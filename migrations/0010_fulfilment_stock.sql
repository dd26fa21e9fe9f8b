CREATE TABLE `inventory` (
	`product_id` text PRIMARY KEY NOT NULL,
	`stock` integer NOT NULL,
	`low_threshold` integer NOT NULL,
	`low_alerted_at` integer,
	`updated_at` integer
);
--> statement-breakpoint
CREATE TABLE `stock_reservations` (
	`order_id` text NOT NULL,
	`product_id` text NOT NULL,
	`quantity` integer NOT NULL,
	`released_at` integer,
	PRIMARY KEY(`order_id`, `product_id`),
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `stock_reservations_product_idx` ON `stock_reservations` (`product_id`,`released_at`);--> statement-breakpoint
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
CREATE INDEX `orders_fulfilment_idx` ON `orders` (`fulfilment_status`,`paid_at`);