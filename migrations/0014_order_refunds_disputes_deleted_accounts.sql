CREATE TABLE `deleted_accounts` (
	`user_id` text PRIMARY KEY NOT NULL,
	`deleted_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `order_refunds` (
	`refund_id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`status` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `order_refunds_order_idx` ON `order_refunds` (`order_id`);--> statement-breakpoint
ALTER TABLE `orders` ADD `refund_failed_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `dispute_changed_at` integer;--> statement-breakpoint
-- Orders refunded before refunds were recorded one by one keep what they had returned, as one refund.
INSERT INTO `order_refunds` (`refund_id`, `order_id`, `amount_cents`, `status`, `updated_at`) SELECT 'before_order_refunds_' || `id`, `id`, `refunded_cents`, 'succeeded', `updated_at` FROM `orders` WHERE `refunded_cents` > 0;
