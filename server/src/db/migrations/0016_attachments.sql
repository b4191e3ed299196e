CREATE TABLE "attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"file_prefix" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_by" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attachments_owner_kind" CHECK ("attachments"."owner_kind" IN ('Ticket', 'Feature', 'Project'))
);
--> statement-breakpoint
CREATE INDEX "attachments_owner_idx" ON "attachments" USING btree ("owner_kind","owner_id");--> statement-breakpoint
-- Issue 24 point 3: the files of the three old stores move into the one table, oldest first. A Kanban file
-- (project_attachments, content in base64) belongs to its card if it has one, else to its feature, else to its
-- project; it had no stored prefix, so it gets a fresh random one.
INSERT INTO "attachments" ("owner_kind", "owner_id", "file_name", "file_prefix", "content_type", "size", "content", "created_by", "created_on")
SELECT 'Ticket', "ticket_id", "file_name", "file_prefix", "content_type", "size", "content", "created_by", "created_on" FROM "ticket_attachments"
UNION ALL
SELECT 'Feature', "sprint_id", "file_name", "file_prefix", "content_type", "size", "content", "created_by", "created_on" FROM "sprint_attachments"
UNION ALL
SELECT CASE WHEN "card_id" IS NOT NULL THEN 'Ticket' WHEN "sprint_id" IS NOT NULL THEN 'Feature' ELSE 'Project' END,
       COALESCE("card_id", "sprint_id", "project_id"), "file_name", substr(md5(random()::text || "id"::text), 1, 16),
       "content_type", "size", decode("content", 'base64'), "created_by", "created_on"
FROM "project_attachments" WHERE COALESCE("card_id", "sprint_id", "project_id") IS NOT NULL
ORDER BY "created_on";
