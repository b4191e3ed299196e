CREATE TABLE "timesheets" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"date" date NOT NULL,
	"hours" numeric NOT NULL,
	"category_id" integer NOT NULL,
	"notes" text,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"created_by" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" text,
	"modified_on" timestamp with time zone,
	CONSTRAINT "timesheets_owner_kind" CHECK ("timesheets"."owner_kind" IN ('Ticket', 'Feature', 'Initiative', 'Project'))
);
--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_category_id_timesheet_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."timesheet_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "timesheets_owner_idx" ON "timesheets" USING btree ("owner_kind","owner_id");--> statement-breakpoint
-- Issue 24 point 3: the entries of the three stores that held hours move into the one table, oldest first, nothing
-- dropped (feature_timesheets and initiative_timesheets were never written: the tabs wrote work_timesheets).
INSERT INTO "timesheets" ("owner_kind", "owner_id", "user_id", "date", "hours", "category_id", "notes", "is_enabled", "created_by", "created_on", "modified_by", "modified_on")
SELECT 'Ticket', "ticket_id", "user_id", "date", "hours", "category_id", "notes", "is_enabled", "created_by", "created_on", "modified_by", "modified_on" FROM "ticket_timesheets"
UNION ALL
SELECT "kind", "parent_id", "user_id", "date", "hours", "category_id", "notes", true, "created_by", "created_on", "modified_by", "modified_on" FROM "work_timesheets"
UNION ALL
SELECT 'Project', "project_id", "user_id", "date", "hours", "category_id", "notes", "is_enabled", "created_by", "created_on", "modified_by", "modified_on" FROM "project_timesheets"
ORDER BY "created_on";
