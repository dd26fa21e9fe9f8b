ALTER TABLE `orders` ADD `provider_payment_id` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `refunded_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `dispute_status` text;--> statement-breakpoint
CREATE UNIQUE INDEX `orders_provider_payment_id_unique` ON `orders` (`provider_payment_id`);