CREATE TABLE `attempt_counts` (
	`key` text PRIMARY KEY NOT NULL,
	`count` integer NOT NULL,
	`window_start` integer NOT NULL,
	`window_end` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `attempt_counts_window_end_idx` ON `attempt_counts` (`window_end`);