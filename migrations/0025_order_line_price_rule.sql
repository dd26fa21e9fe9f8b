ALTER TABLE `order_lines` ADD `price_rule` text DEFAULT 'regular' NOT NULL;--> statement-breakpoint
-- Orders before members' prices: a line was priced at its catalogue price, inside the order's discount if it had one
-- (the last-chance deal and the coupon took every line, the subscribers' saving only packages).
UPDATE `order_lines` SET `price_rule` = CASE
  WHEN (SELECT `deal_code` FROM `orders` WHERE `orders`.`id` = `order_lines`.`order_id`) IS NOT NULL THEN 'deal'
  WHEN (SELECT `coupon_code` FROM `orders` WHERE `orders`.`id` = `order_lines`.`order_id`) IS NOT NULL THEN 'coupon'
  WHEN `deal_id` IS NOT NULL AND (SELECT `discount_cents` FROM `orders` WHERE `orders`.`id` = `order_lines`.`order_id`) > 0 THEN 'subscriber'
  ELSE 'regular'
END;
