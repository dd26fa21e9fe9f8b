CREATE TABLE `review_invitations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` text NOT NULL,
	`order_line_id` integer NOT NULL,
	`product_id` text NOT NULL,
	`token_hash` text NOT NULL,
	`language` text NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`order_line_id`) REFERENCES `order_lines`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `review_invitations_token_hash_unique` ON `review_invitations` (`token_hash`);--> statement-breakpoint
CREATE UNIQUE INDEX `review_invitations_line_product_idx` ON `review_invitations` (`order_line_id`,`product_id`);--> statement-breakpoint
CREATE TABLE `review_opt_outs` (
	`email` text PRIMARY KEY NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `review_revision` (
	`id` integer PRIMARY KEY NOT NULL,
	`revision` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `reviews` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`invitation_id` integer,
	`product_id` text NOT NULL,
	`rating` integer NOT NULL,
	`title` text NOT NULL,
	`body` text NOT NULL,
	`display_name` text NOT NULL,
	`language` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`reject_reason` text,
	`featured` integer DEFAULT false NOT NULL,
	`reply` text,
	`replied_at` integer,
	`sample` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer NOT NULL,
	`published_at` integer,
	FOREIGN KEY (`invitation_id`) REFERENCES `review_invitations`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "reviews_rating_check" CHECK("rating" between 1 and 5)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_invitation_id_unique` ON `reviews` (`invitation_id`);--> statement-breakpoint
CREATE INDEX `reviews_product_idx` ON `reviews` (`product_id`,`status`,`published_at`);--> statement-breakpoint
CREATE INDEX `reviews_status_idx` ON `reviews` (`status`,`created_at`);-- The one row worker/db/review-revision.ts bumps with every change pages show of reviews.
INSERT INTO `review_revision` (`id`, `revision`) VALUES (1, 0);
