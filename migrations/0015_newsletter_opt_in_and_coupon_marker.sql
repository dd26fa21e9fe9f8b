ALTER TABLE `email_subscribers` ADD `confirmed_at` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `coupon_mailbox_hash` text;--> statement-breakpoint
CREATE INDEX `orders_coupon_mailbox_hash_idx` ON `orders` (`coupon_mailbox_hash`,`status`);--> statement-breakpoint
-- Subscriptions from before double opt-in were never asked to confirm and cannot be now: they keep their coupon.
UPDATE `email_subscribers` SET `confirmed_at` = `created_at` WHERE `confirmed_at` IS NULL;
