CREATE TABLE `early_access_rounds` (
	`id` text PRIMARY KEY NOT NULL,
	`version` integer NOT NULL,
	`products` text NOT NULL,
	`after_user_id` text,
	`done_at` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `early_access_rounds_open` ON `early_access_rounds` (`done_at`,`updated_at`);