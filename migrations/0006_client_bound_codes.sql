DROP INDEX `email_subscribers_email_unique`;--> statement-breakpoint
ALTER TABLE `email_subscribers` ADD `mailbox` text;--> statement-breakpoint
CREATE UNIQUE INDEX `email_subscribers_mailbox_unique` ON `email_subscribers` (`mailbox`);--> statement-breakpoint
ALTER TABLE `deal_codes` ADD `client_key` text;--> statement-breakpoint
CREATE INDEX `deal_codes_client_idx` ON `deal_codes` (`client_key`,`expires_at`);--> statement-breakpoint
ALTER TABLE `orders` ADD `customer_mailbox` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `checkout_key` text;--> statement-breakpoint
CREATE INDEX `orders_customer_mailbox_idx` ON `orders` (`customer_mailbox`,`status`);