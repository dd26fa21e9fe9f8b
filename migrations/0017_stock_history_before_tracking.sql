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
-- Migration 0010 added fulfilment with the default 'unfulfilled', so every order paid before it joined the "To ship"
-- queue and could be cancelled (refunded), though it had gone out by other means, some of them months ago. No column
-- marks those orders; together these do: paid, unfulfilled and never shipped, with no address (0010 added the address
-- columns, and since then each payment records the address with it), and paid before 2026-11-26T09:27:03Z, when the
-- commit that gave 0010 its final form was made (no database ran 0010 earlier; the date keeps out any later payment
-- that came without an address). They become 'before_tracking': not in the queue, not cancellable, and the console
-- says why.
UPDATE `orders` SET `fulfilment_status` = 'before_tracking'
WHERE `fulfilment_status` = 'unfulfilled' AND `shipped_at` IS NULL AND `paid_at` IS NOT NULL
  AND `paid_at` < 1795685223000 AND `ship_country` IS NULL AND `ship_name` IS NULL;