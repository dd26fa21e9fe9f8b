ALTER TABLE `orders` ADD `catalogue_version` integer;--> statement-breakpoint
-- Orders placed before the catalogue was data were priced from what migration 0020 published as version 1.
UPDATE `orders` SET `catalogue_version` = 1;
