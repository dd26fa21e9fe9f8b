ALTER TABLE `early_access_rounds` ADD `phase` text DEFAULT 'pass' NOT NULL;--> statement-breakpoint
ALTER TABLE `early_access_rounds` ADD `step` integer DEFAULT 0 NOT NULL;