ALTER TABLE `orders` ADD `age_confirmed_at` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `tax_cents` integer DEFAULT 0 NOT NULL;