CREATE TABLE "excel_exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"user_id" integer NOT NULL,
	"display_name" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"content" text,
	"is_complete" boolean DEFAULT false NOT NULL,
	"is_expired" boolean DEFAULT false NOT NULL,
	"error" text,
	"expires_on" timestamp with time zone,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_queue" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_on" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"auto_print_error_label" boolean DEFAULT true NOT NULL,
	"location_id" integer,
	"grid_font_size" integer DEFAULT 100 NOT NULL,
	"ticketing_environment" text DEFAULT 'Production' NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workstation_settings" (
	"work_station_name" text PRIMARY KEY NOT NULL,
	"report_printer" text,
	"label_printer" text,
	"small_label_printer" text,
	"scale_connection" text,
	"scale_serial_com_port" text,
	"scale_usb_vid" text,
	"scale_usb_pid" text,
	"scale_ip_address" text,
	"auto_print_error_label" boolean DEFAULT true NOT NULL,
	"updated_by" integer,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "excel_exports" ADD CONSTRAINT "excel_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workstation_settings" ADD CONSTRAINT "workstation_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "excel_exports_name_key" ON "excel_exports" USING btree ("name");--> statement-breakpoint
CREATE INDEX "excel_exports_user_idx" ON "excel_exports" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "job_queue_status_run_idx" ON "job_queue" USING btree ("status","run_after");