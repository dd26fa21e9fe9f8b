ALTER TABLE `orders` ADD `stock_taken_at` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `checkout_expires_at` integer;--> statement-breakpoint
CREATE INDEX `orders_checkout_key_idx` ON `orders` (`checkout_key`,`status`);--> statement-breakpoint
-- Orders placed before this migration took their units at checkout: mark them taken, so that their payment takes nothing more.
UPDATE `orders` SET `stock_taken_at` = `created_at` WHERE `reserved_units` IS NOT NULL;