ALTER TABLE `orders` ADD `coupon_mailbox_hash` text;--> statement-breakpoint
CREATE INDEX `orders_coupon_mailbox_hash_idx` ON `orders` (`coupon_mailbox_hash`,`status`);