DROP TABLE "project_attachments" CASCADE;--> statement-breakpoint
DROP TABLE "sprint_attachments" CASCADE;--> statement-breakpoint
DROP TABLE "ticket_attachments" CASCADE;