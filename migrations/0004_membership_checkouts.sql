CREATE TABLE `membership_checkouts` (
	`user_id` text PRIMARY KEY NOT NULL,
	`claim_id` text NOT NULL,
	`plan` text NOT NULL,
	`session_id` text,
	`expires_at` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
