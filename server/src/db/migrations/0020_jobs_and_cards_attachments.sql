-- Issue 24 point 3: a parcel job's files (receiving) and a problem package card's files join the one attachments
-- table, nothing lost; the two stores of their own go. Moved files get new ids (the table's own sequence).
ALTER TABLE "attachments" DROP CONSTRAINT "attachments_owner_kind";--> statement-breakpoint
ALTER TABLE "attachments" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_owner_kind" CHECK ("attachments"."owner_kind" IN ('Ticket', 'Feature', 'Project', 'Job', 'PackageIssue'));--> statement-breakpoint
INSERT INTO "attachments" ("owner_kind", "owner_id", "file_name", "file_prefix", "content_type", "size", "description", "content", "created_by", "created_on")
SELECT 'Job', "job_id", "file_name", "file_prefix", "content_type", "size", "description", "content", "created_by", "created_on"
FROM "receiving_attachments" ORDER BY "id";--> statement-breakpoint
-- The cards' files were kept in base64 and had no stored-name prefix: one is made as the upload check makes it.
INSERT INTO "attachments" ("owner_kind", "owner_id", "file_name", "file_prefix", "content_type", "size", "content", "created_by", "created_on")
SELECT 'PackageIssue', "package_issue_id", "file_name", substr(md5(random()::text || "id"::text), 1, 16), "content_type", "size", decode("content", 'base64'), "created_by", "created_on"
FROM "package_issue_attachments" ORDER BY "id";--> statement-breakpoint
DROP TABLE "receiving_attachments" CASCADE;--> statement-breakpoint
DROP TABLE "package_issue_attachments" CASCADE;
