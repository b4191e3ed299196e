CREATE TABLE "dangerous_goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"un_number" text NOT NULL,
	"hazard_class" text NOT NULL,
	"packing_group" text,
	"proper_shipping_name" text NOT NULL,
	"quantity" double precision NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_on" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "denied_party_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"list_id" integer NOT NULL,
	"name" text NOT NULL,
	"normalised" text[] NOT NULL,
	"source" text NOT NULL,
	"country" text
);
--> statement-breakpoint
CREATE TABLE "denied_party_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"entries" integer NOT NULL,
	"imported_by" text NOT NULL,
	"imported_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "denied_party_screenings" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"list_id" integer NOT NULL,
	"entry_id" integer NOT NULL,
	"score" integer NOT NULL,
	"decision" text NOT NULL,
	"reason" text,
	"expires_on" date,
	"decided_by" text,
	"decided_on" timestamp with time zone,
	"screened_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "package_issue_activity" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_issue_id" integer NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"text" text,
	"by_user_id" integer,
	"by_name" text NOT NULL,
	"on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "package_issue_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_issue_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" text NOT NULL,
	"created_by" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "package_issue_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_issue_id" integer NOT NULL,
	"text" text NOT NULL,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_on" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "package_issues" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"lane_id" integer NOT NULL,
	"rank" text COLLATE "C" NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"issue_id" integer NOT NULL,
	"category_id" integer,
	"issue_level_id" integer,
	"agent_id" integer,
	"department_id" integer,
	"sales_agent_id" integer,
	"lane_entered_on" timestamp with time zone DEFAULT now() NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_on" timestamp with time zone,
	"modified_by" integer,
	"closed_on" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "problem_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"max_age_hours" integer NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "problem_categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "problem_category_mappings" (
	"id" serial PRIMARY KEY NOT NULL,
	"keyword" text NOT NULL,
	"category_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "problem_default_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"category_id" integer
);
--> statement-breakpoint
CREATE TABLE "problem_dim_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"divisor" integer NOT NULL,
	"max_length_cm" double precision NOT NULL,
	"max_weight_kg" double precision NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"modified_by" text,
	"modified_on" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "problem_issue_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"level" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "problem_issues" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category_id" integer,
	CONSTRAINT "problem_issues_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "problem_lanes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer NOT NULL,
	"closing" boolean DEFAULT false NOT NULL,
	"on_hold" boolean DEFAULT false NOT NULL,
	CONSTRAINT "problem_lanes_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "problem_saved_filters" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"owner_id" integer NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"criteria" jsonb NOT NULL,
	"modified_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dangerous_goods" ADD CONSTRAINT "dangerous_goods_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "denied_party_entries" ADD CONSTRAINT "denied_party_entries_list_id_denied_party_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."denied_party_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "denied_party_screenings" ADD CONSTRAINT "denied_party_screenings_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "denied_party_screenings" ADD CONSTRAINT "denied_party_screenings_list_id_denied_party_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."denied_party_lists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "denied_party_screenings" ADD CONSTRAINT "denied_party_screenings_entry_id_denied_party_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."denied_party_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_issue_activity" ADD CONSTRAINT "package_issue_activity_package_issue_id_package_issues_id_fk" FOREIGN KEY ("package_issue_id") REFERENCES "public"."package_issues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_issue_attachments" ADD CONSTRAINT "package_issue_attachments_package_issue_id_package_issues_id_fk" FOREIGN KEY ("package_issue_id") REFERENCES "public"."package_issues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_issue_comments" ADD CONSTRAINT "package_issue_comments_package_issue_id_package_issues_id_fk" FOREIGN KEY ("package_issue_id") REFERENCES "public"."package_issues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_issues" ADD CONSTRAINT "package_issues_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_issues" ADD CONSTRAINT "package_issues_lane_id_problem_lanes_id_fk" FOREIGN KEY ("lane_id") REFERENCES "public"."problem_lanes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_issues" ADD CONSTRAINT "package_issues_issue_id_problem_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."problem_issues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_issues" ADD CONSTRAINT "package_issues_category_id_problem_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."problem_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_issues" ADD CONSTRAINT "package_issues_issue_level_id_problem_issue_levels_id_fk" FOREIGN KEY ("issue_level_id") REFERENCES "public"."problem_issue_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_issues" ADD CONSTRAINT "package_issues_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_issues" ADD CONSTRAINT "package_issues_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_issues" ADD CONSTRAINT "package_issues_sales_agent_id_users_id_fk" FOREIGN KEY ("sales_agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_category_mappings" ADD CONSTRAINT "problem_category_mappings_category_id_problem_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."problem_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_default_comments" ADD CONSTRAINT "problem_default_comments_category_id_problem_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."problem_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_issues" ADD CONSTRAINT "problem_issues_category_id_problem_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."problem_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_saved_filters" ADD CONSTRAINT "problem_saved_filters_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dangerous_goods_package_idx" ON "dangerous_goods" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "denied_party_entries_list_idx" ON "denied_party_entries" USING btree ("list_id");--> statement-breakpoint
CREATE INDEX "denied_party_screenings_package_idx" ON "denied_party_screenings" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "package_issue_activity_card_idx" ON "package_issue_activity" USING btree ("package_issue_id");--> statement-breakpoint
CREATE INDEX "package_issue_attachments_card_idx" ON "package_issue_attachments" USING btree ("package_issue_id");--> statement-breakpoint
CREATE INDEX "package_issue_comments_card_idx" ON "package_issue_comments" USING btree ("package_issue_id");--> statement-breakpoint
CREATE INDEX "package_issues_lane_rank_idx" ON "package_issues" USING btree ("lane_id","rank");--> statement-breakpoint
CREATE INDEX "package_issues_package_idx" ON "package_issues" USING btree ("package_id");--> statement-breakpoint
CREATE UNIQUE INDEX "package_issues_one_open_idx" ON "package_issues" USING btree ("package_id") WHERE "package_issues"."closed_on" IS NULL;--> statement-breakpoint
CREATE INDEX "problem_saved_filters_owner_idx" ON "problem_saved_filters" USING btree ("kind","owner_id");