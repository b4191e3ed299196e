-- Records have owners (issue 23): comments and timesheets are changed by their author or an administrator, and
-- a change records who made it and when. Null until the first change.
ALTER TABLE "feature_issue_comments" ADD COLUMN "modified_by" text;--> statement-breakpoint
ALTER TABLE "feature_issue_comments" ADD COLUMN "modified_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feature_timesheets" ADD COLUMN "modified_by" text;--> statement-breakpoint
ALTER TABLE "feature_timesheets" ADD COLUMN "modified_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "initiative_timesheets" ADD COLUMN "modified_by" text;--> statement-breakpoint
ALTER TABLE "initiative_timesheets" ADD COLUMN "modified_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "kanban_comments" ADD COLUMN "modified_by" text;--> statement-breakpoint
ALTER TABLE "kanban_comments" ADD COLUMN "modified_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "project_timesheets" ADD COLUMN "modified_by" text;--> statement-breakpoint
ALTER TABLE "project_timesheets" ADD COLUMN "modified_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ticket_comments" ADD COLUMN "modified_by" text;--> statement-breakpoint
ALTER TABLE "ticket_comments" ADD COLUMN "modified_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ticket_timesheets" ADD COLUMN "modified_by" text;--> statement-breakpoint
ALTER TABLE "ticket_timesheets" ADD COLUMN "modified_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "work_timesheets" ADD COLUMN "modified_by" text;--> statement-breakpoint
ALTER TABLE "work_timesheets" ADD COLUMN "modified_on" timestamp with time zone;
