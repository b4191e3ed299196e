DROP TABLE "feature_timesheets" CASCADE;--> statement-breakpoint
DROP TABLE "initiative_timesheets" CASCADE;--> statement-breakpoint
DROP TABLE "project_timesheets" CASCADE;--> statement-breakpoint
DROP TABLE "ticket_timesheets" CASCADE;--> statement-breakpoint
DROP TABLE "work_timesheets" CASCADE;