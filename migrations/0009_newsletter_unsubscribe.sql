ALTER TABLE `email_outbox` ADD `headers` text;--> statement-breakpoint
ALTER TABLE `email_subscribers` ADD `unsubscribed_at` integer;--> statement-breakpoint
ALTER TABLE `email_subscribers` ADD `generation` integer DEFAULT 1 NOT NULL;