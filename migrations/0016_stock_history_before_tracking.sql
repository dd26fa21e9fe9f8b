CREATE TABLE `stock_movements` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`product_id` text NOT NULL,
	`delta` integer NOT NULL,
	`reason` text NOT NULL,
	`note` text,
	`operator_email` text NOT NULL,
	`stock_after` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `stock_movements_product_idx` ON `stock_movements` (`product_id`,`id`);--> statement-breakpoint
-- Migration 0010 added fulfilment with a default of 'unfulfilled', so every order paid before it joined the
-- "To ship" queue and could be cancelled (refunded) though it had gone out by other means, months ago for some.
-- No column marks those orders, but together these do: paid, still unfulfilled and never shipped, paid before
-- 2026-11-26T09:27:03Z (the commit that gave 0010 its final form: no database ran it earlier), and with no
-- address, as 0010 added the address columns and every payment since records the address with it. They
-- become 'before_tracking': out of the queue, not cancellable, and the console says why.
UPDATE `orders` SET `fulfilment_status` = 'before_tracking'
WHERE `fulfilment_status` = 'unfulfilled' AND `shipped_at` IS NULL AND `paid_at` IS NOT NULL
  AND `paid_at` < 1795685223000 AND `ship_country` IS NULL AND `ship_name` IS NULL;
