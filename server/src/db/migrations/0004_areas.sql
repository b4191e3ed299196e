CREATE TABLE "audit_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"history_type" text NOT NULL,
	"key_id" integer NOT NULL,
	"action" text NOT NULL,
	"changed_by" text NOT NULL,
	"changed_on" timestamp with time zone DEFAULT now() NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "manager_override_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_user_id" integer NOT NULL,
	"override_action" text NOT NULL,
	"override_reason" text NOT NULL,
	"created_by" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manager_override_reasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"reason" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_dependencies" (
	"main_card_id" integer NOT NULL,
	"dependent_card_id" integer NOT NULL,
	CONSTRAINT "card_dependencies_main_card_id_dependent_card_id_pk" PRIMARY KEY("main_card_id","dependent_card_id")
);
--> statement-breakpoint
CREATE TABLE "feature_issue_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"issue_id" integer NOT NULL,
	"comment" text NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"created_by" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feature_issues" (
	"id" serial PRIMARY KEY NOT NULL,
	"issue_type" integer NOT NULL,
	"sprint_id" integer NOT NULL,
	"priority" integer NOT NULL,
	"description" text NOT NULL,
	"status" text NOT NULL,
	"issue_date" date NOT NULL,
	"close_out_date" date,
	"latest_comment" text,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"created_by" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feature_supporting_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"feature_id" integer NOT NULL,
	"document_link" text NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"created_by" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feature_timesheets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"date" date NOT NULL,
	"hours" numeric NOT NULL,
	"category_id" integer NOT NULL,
	"notes" text,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"created_by" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"feature_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "initiative_timesheets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"date" date NOT NULL,
	"hours" numeric NOT NULL,
	"category_id" integer NOT NULL,
	"notes" text,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"created_by" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"initiative_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kanban_checklists" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_id" integer,
	"project_id" integer,
	"check_list_type" integer NOT NULL,
	"text" text NOT NULL,
	"is_checked" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kanban_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer,
	"milestone_id" integer,
	"sprint_id" integer,
	"comment" text NOT NULL,
	"created_by" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kanban_filter_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"filters" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kanban_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer,
	"text" text NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"created_by" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kanban_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"tag_type" integer NOT NULL,
	"name" text NOT NULL,
	"color" text,
	"is_enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"sprint_id" integer,
	"card_id" integer,
	"project_id" integer,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" text NOT NULL,
	"created_by" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"object_type" text NOT NULL,
	"object_id" integer NOT NULL,
	"field" text NOT NULL,
	"before" text,
	"after" text,
	"changed_by" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_timesheets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"date" date NOT NULL,
	"hours" numeric NOT NULL,
	"category_id" integer NOT NULL,
	"notes" text,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"created_by" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"project_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sprint_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"sprint_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"file_prefix" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_by" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supporting_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"sprint_id" integer NOT NULL,
	"link" text NOT NULL,
	"created_by" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"file_prefix" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_by" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_checklist_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"item" text NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"created_by" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"email" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_test_cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"description" text NOT NULL,
	"status" text NOT NULL,
	"steps" text,
	"data" text,
	"expected_results" text,
	"actual_results" text,
	"notes" text,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"created_by" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_timesheets" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"parent_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"date" date NOT NULL,
	"hours" numeric NOT NULL,
	"category_id" integer NOT NULL,
	"notes" text,
	"created_by" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bins" (
	"id" serial PRIMARY KEY NOT NULL,
	"bin_number" text NOT NULL,
	"job_id" integer NOT NULL,
	"mixed" boolean DEFAULT false NOT NULL,
	"capacity" integer DEFAULT 200 NOT NULL,
	"status" text DEFAULT 'Open' NOT NULL,
	"close_type" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_on" timestamp with time zone,
	"closed_by" text
);
--> statement-breakpoint
CREATE TABLE "job_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	"piece_id" integer,
	"quantity" double precision NOT NULL,
	"comment" text,
	"billed" boolean DEFAULT false NOT NULL,
	"created_by" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_hold_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"type" text NOT NULL,
	"action" text NOT NULL,
	"comment" text NOT NULL,
	"created_by" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_pieces" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"piece_number" text NOT NULL,
	"stage" text NOT NULL,
	"service" text NOT NULL,
	"is_mail" boolean DEFAULT false NOT NULL,
	"weight_kg" double precision NOT NULL,
	"bin_id" integer,
	"receptacle_id" integer
);
--> statement-breakpoint
CREATE TABLE "job_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"from_status_id" integer,
	"to_status_id" integer NOT NULL,
	"comment" text,
	"changed_by" text NOT NULL,
	"changed_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receptacles" (
	"id" serial PRIMARY KEY NOT NULL,
	"receptacle_number" text NOT NULL,
	"bin_id" integer NOT NULL,
	"status" text DEFAULT 'Open' NOT NULL,
	"closed_on" timestamp with time zone,
	"closed_by" text
);
--> statement-breakpoint
CREATE TABLE "customer_currency_units" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"currency_code" text NOT NULL,
	"unit_code" text NOT NULL,
	"effective_from" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lookup_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_definitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_parameters" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_definition_id" integer NOT NULL,
	"name" text NOT NULL,
	"label" text NOT NULL,
	"type" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"default_value" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ticket_comments" DROP CONSTRAINT "ticket_comments_ticket_id_tickets_id_fk";
--> statement-breakpoint
ALTER TABLE "ticket_timesheets" DROP CONSTRAINT "ticket_timesheets_ticket_id_tickets_id_fk";
--> statement-breakpoint
ALTER TABLE "ticket_unreads" DROP CONSTRAINT "ticket_unreads_ticket_id_tickets_id_fk";
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "priority" integer;--> statement-breakpoint
ALTER TABLE "schedule_groups" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "schedule_groups" ADD COLUMN "updated_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "crf_link" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "latest_comment" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "product_name" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "is_mail" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "manual" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "hold_assigned_to" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "billing_status" text DEFAULT 'Unbilled' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "billing_reference" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "billing_message" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "billed_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "manager_override_logs" ADD CONSTRAINT "manager_override_logs_app_user_id_users_id_fk" FOREIGN KEY ("app_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_issue_comments" ADD CONSTRAINT "feature_issue_comments_issue_id_feature_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."feature_issues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_issues" ADD CONSTRAINT "feature_issues_sprint_id_features_id_fk" FOREIGN KEY ("sprint_id") REFERENCES "public"."features"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_supporting_documents" ADD CONSTRAINT "feature_supporting_documents_feature_id_features_id_fk" FOREIGN KEY ("feature_id") REFERENCES "public"."features"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_timesheets" ADD CONSTRAINT "feature_timesheets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_timesheets" ADD CONSTRAINT "feature_timesheets_feature_id_features_id_fk" FOREIGN KEY ("feature_id") REFERENCES "public"."features"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "initiative_timesheets" ADD CONSTRAINT "initiative_timesheets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "initiative_timesheets" ADD CONSTRAINT "initiative_timesheets_initiative_id_initiatives_id_fk" FOREIGN KEY ("initiative_id") REFERENCES "public"."initiatives"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kanban_checklists" ADD CONSTRAINT "kanban_checklists_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kanban_comments" ADD CONSTRAINT "kanban_comments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kanban_comments" ADD CONSTRAINT "kanban_comments_milestone_id_initiatives_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."initiatives"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kanban_comments" ADD CONSTRAINT "kanban_comments_sprint_id_features_id_fk" FOREIGN KEY ("sprint_id") REFERENCES "public"."features"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kanban_filter_settings" ADD CONSTRAINT "kanban_filter_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kanban_notes" ADD CONSTRAINT "kanban_notes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_attachments" ADD CONSTRAINT "project_attachments_sprint_id_features_id_fk" FOREIGN KEY ("sprint_id") REFERENCES "public"."features"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_attachments" ADD CONSTRAINT "project_attachments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_timesheets" ADD CONSTRAINT "project_timesheets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_timesheets" ADD CONSTRAINT "project_timesheets_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sprint_attachments" ADD CONSTRAINT "sprint_attachments_sprint_id_features_id_fk" FOREIGN KEY ("sprint_id") REFERENCES "public"."features"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supporting_documents" ADD CONSTRAINT "supporting_documents_sprint_id_features_id_fk" FOREIGN KEY ("sprint_id") REFERENCES "public"."features"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_attachments" ADD CONSTRAINT "ticket_attachments_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_checklist_items" ADD CONSTRAINT "ticket_checklist_items_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_notifications" ADD CONSTRAINT "ticket_notifications_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_test_cases" ADD CONSTRAINT "ticket_test_cases_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_timesheets" ADD CONSTRAINT "work_timesheets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_timesheets" ADD CONSTRAINT "work_timesheets_category_id_timesheet_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."timesheet_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bins" ADD CONSTRAINT "bins_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_adjustments" ADD CONSTRAINT "job_adjustments_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_adjustments" ADD CONSTRAINT "job_adjustments_piece_id_job_pieces_id_fk" FOREIGN KEY ("piece_id") REFERENCES "public"."job_pieces"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_hold_events" ADD CONSTRAINT "job_hold_events_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_pieces" ADD CONSTRAINT "job_pieces_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_pieces" ADD CONSTRAINT "job_pieces_bin_id_bins_id_fk" FOREIGN KEY ("bin_id") REFERENCES "public"."bins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_pieces" ADD CONSTRAINT "job_pieces_receptacle_id_receptacles_id_fk" FOREIGN KEY ("receptacle_id") REFERENCES "public"."receptacles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_status_history" ADD CONSTRAINT "job_status_history_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_status_history" ADD CONSTRAINT "job_status_history_from_status_id_job_statuses_id_fk" FOREIGN KEY ("from_status_id") REFERENCES "public"."job_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_status_history" ADD CONSTRAINT "job_status_history_to_status_id_job_statuses_id_fk" FOREIGN KEY ("to_status_id") REFERENCES "public"."job_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receptacles" ADD CONSTRAINT "receptacles_bin_id_bins_id_fk" FOREIGN KEY ("bin_id") REFERENCES "public"."bins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_currency_units" ADD CONSTRAINT "customer_currency_units_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_parameters" ADD CONSTRAINT "report_parameters_report_definition_id_report_definitions_id_fk" FOREIGN KEY ("report_definition_id") REFERENCES "public"."report_definitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_history_key_idx" ON "audit_history" USING btree ("history_type","key_id");--> statement-breakpoint
CREATE INDEX "feature_issue_comments_issue_idx" ON "feature_issue_comments" USING btree ("issue_id");--> statement-breakpoint
CREATE INDEX "feature_issues_sprint_idx" ON "feature_issues" USING btree ("sprint_id");--> statement-breakpoint
CREATE INDEX "feature_supporting_documents_feature_idx" ON "feature_supporting_documents" USING btree ("feature_id");--> statement-breakpoint
CREATE INDEX "feature_timesheets_feature_idx" ON "feature_timesheets" USING btree ("feature_id");--> statement-breakpoint
CREATE INDEX "initiative_timesheets_initiative_idx" ON "initiative_timesheets" USING btree ("initiative_id");--> statement-breakpoint
CREATE INDEX "kanban_checklists_card_idx" ON "kanban_checklists" USING btree ("card_id");--> statement-breakpoint
CREATE INDEX "kanban_comments_sprint_idx" ON "kanban_comments" USING btree ("sprint_id");--> statement-breakpoint
CREATE INDEX "project_attachments_sprint_idx" ON "project_attachments" USING btree ("sprint_id");--> statement-breakpoint
CREATE INDEX "project_attachments_card_idx" ON "project_attachments" USING btree ("card_id");--> statement-breakpoint
CREATE INDEX "project_history_object_idx" ON "project_history" USING btree ("object_type","object_id");--> statement-breakpoint
CREATE INDEX "project_timesheets_project_idx" ON "project_timesheets" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "sprint_attachments_sprint_idx" ON "sprint_attachments" USING btree ("sprint_id");--> statement-breakpoint
CREATE INDEX "supporting_documents_sprint_idx" ON "supporting_documents" USING btree ("sprint_id");--> statement-breakpoint
CREATE INDEX "ticket_attachments_ticket_idx" ON "ticket_attachments" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "ticket_checklist_items_ticket_idx" ON "ticket_checklist_items" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "ticket_notifications_ticket_idx" ON "ticket_notifications" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "ticket_test_cases_ticket_idx" ON "ticket_test_cases" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "work_timesheets_parent_idx" ON "work_timesheets" USING btree ("kind","parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bins_number_key" ON "bins" USING btree ("bin_number");--> statement-breakpoint
CREATE INDEX "bins_job_idx" ON "bins" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "job_adjustments_job_idx" ON "job_adjustments" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "job_hold_events_job_idx" ON "job_hold_events" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "job_pieces_job_idx" ON "job_pieces" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "job_pieces_bin_idx" ON "job_pieces" USING btree ("bin_id");--> statement-breakpoint
CREATE INDEX "job_pieces_receptacle_idx" ON "job_pieces" USING btree ("receptacle_id");--> statement-breakpoint
CREATE INDEX "job_status_history_job_idx" ON "job_status_history" USING btree ("job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "receptacles_number_key" ON "receptacles" USING btree ("receptacle_number");--> statement-breakpoint
CREATE INDEX "receptacles_bin_idx" ON "receptacles" USING btree ("bin_id");--> statement-breakpoint
CREATE INDEX "customer_currency_units_customer_idx" ON "customer_currency_units" USING btree ("customer_id","effective_from");--> statement-breakpoint
CREATE UNIQUE INDEX "lookup_items_kind_code_key" ON "lookup_items" USING btree ("kind","code");--> statement-breakpoint
CREATE UNIQUE INDEX "report_definitions_key_key" ON "report_definitions" USING btree ("key");--> statement-breakpoint
ALTER TABLE "ticket_comments" ADD CONSTRAINT "ticket_comments_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_timesheets" ADD CONSTRAINT "ticket_timesheets_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_unreads" ADD CONSTRAINT "ticket_unreads_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_hold_assigned_to_users_id_fk" FOREIGN KEY ("hold_assigned_to") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "features_milestone_idx" ON "features" USING btree ("milestone_id");--> statement-breakpoint
CREATE INDEX "features_project_idx" ON "features" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "initiatives_project_idx" ON "initiatives" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "ticket_unreads_user_idx" ON "ticket_unreads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tickets_project_idx" ON "tickets" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "jobs_created_on_idx" ON "jobs" USING btree ("created_on");--> statement-breakpoint
ALTER TABLE "tickets" DROP COLUMN "notification_emails";