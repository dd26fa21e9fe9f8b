PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_catalogue_draft` (
	`id` integer PRIMARY KEY NOT NULL,
	`document` text,
	`document_key` text,
	`base_version` integer NOT NULL,
	`revision` integer NOT NULL,
	`updated_by` text NOT NULL,
	`updated_at` integer NOT NULL,
	CONSTRAINT "catalogue_draft_one_document" CHECK(("document" is null) <> ("document_key" is null))
);
--> statement-breakpoint
INSERT INTO `__new_catalogue_draft`("id", "document", "document_key", "base_version", "revision", "updated_by", "updated_at") SELECT "id", "document", NULL, "base_version", "revision", "updated_by", "updated_at" FROM `catalogue_draft`;--> statement-breakpoint
DROP TABLE `catalogue_draft`;--> statement-breakpoint
ALTER TABLE `__new_catalogue_draft` RENAME TO `catalogue_draft`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE TABLE `__new_catalogue_versions` (
	`version` integer PRIMARY KEY NOT NULL,
	`document` text,
	`document_key` text,
	`published_by` text NOT NULL,
	`published_at` integer NOT NULL,
	`summary` text NOT NULL,
	`restored_from` integer,
	CONSTRAINT "catalogue_versions_one_document" CHECK(("document" is null) <> ("document_key" is null))
);
--> statement-breakpoint
INSERT INTO `__new_catalogue_versions`("version", "document", "document_key", "published_by", "published_at", "summary", "restored_from") SELECT "version", "document", NULL, "published_by", "published_at", "summary", "restored_from" FROM `catalogue_versions`;--> statement-breakpoint
DROP TABLE `catalogue_versions`;--> statement-breakpoint
ALTER TABLE `__new_catalogue_versions` RENAME TO `catalogue_versions`;