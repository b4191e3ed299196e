CREATE TABLE "label_prints" (
	"id" serial PRIMARY KEY NOT NULL,
	"label_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"printer" text NOT NULL,
	"printed_by" text NOT NULL,
	"printed_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "package_api_data" (
	"package_id" integer PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "package_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"line_number" integer NOT NULL,
	"description" text NOT NULL,
	"hs_code" text,
	"quantity" integer NOT NULL,
	"value" numeric(12, 2) NOT NULL,
	"origin_country" text
);
--> statement-breakpoint
CREATE TABLE "package_labels" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"format" text DEFAULT 'ZPL' NOT NULL,
	"content" text NOT NULL,
	"created_by" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "package_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"note" text NOT NULL,
	"created_by" text NOT NULL,
	"created_by_name" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" text,
	"modified_on" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "package_pim_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"field" text NOT NULL,
	"before" text,
	"after" text,
	"changed_by" text NOT NULL,
	"changed_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "package_returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"reason" text NOT NULL,
	"returned_by" text NOT NULL,
	"returned_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"tracking_number" text NOT NULL,
	"tracking_key" text GENERATED ALWAYS AS (upper(regexp_replace("tracking_number", '\s', '', 'g'))) STORED NOT NULL,
	"customer_reference" text,
	"customer_reference_key" text GENERATED ALWAYS AS (upper(regexp_replace("customer_reference", '\s', '', 'g'))) STORED,
	"job_id" integer,
	"manifest_number" text,
	"manifest_key" text GENERATED ALWAYS AS (upper(regexp_replace("manifest_number", '\s', '', 'g'))) STORED,
	"customer_id" integer NOT NULL,
	"service" text NOT NULL,
	"product" text,
	"status" text NOT NULL,
	"consignee_name" text NOT NULL,
	"consignee_name_key" text GENERATED ALWAYS AS (upper(consignee_name)) STORED NOT NULL,
	"consignee_address1" text NOT NULL,
	"consignee_address2" text,
	"consignee_city" text NOT NULL,
	"consignee_state" text,
	"consignee_postal_code" text,
	"consignee_country" text NOT NULL,
	"weight_kg" double precision NOT NULL,
	"length_cm" double precision,
	"width_cm" double precision,
	"height_cm" double precision,
	"declared_value" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"tax_id" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"returned_on" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tracking_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"place" text NOT NULL,
	"time_zone" text NOT NULL,
	"country_code" text,
	"source" text NOT NULL,
	"carrier_code" text NOT NULL,
	"carrier_text" text NOT NULL,
	"status" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_customers" (
	"user_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	CONSTRAINT "user_customers_user_id_customer_id_pk" PRIMARY KEY("user_id","customer_id")
);
--> statement-breakpoint
ALTER TABLE "label_prints" ADD CONSTRAINT "label_prints_label_id_package_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."package_labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "label_prints" ADD CONSTRAINT "label_prints_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_api_data" ADD CONSTRAINT "package_api_data_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_items" ADD CONSTRAINT "package_items_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_labels" ADD CONSTRAINT "package_labels_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_notes" ADD CONSTRAINT "package_notes_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_pim_changes" ADD CONSTRAINT "package_pim_changes_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_returns" ADD CONSTRAINT "package_returns_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD CONSTRAINT "tracking_events_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_customers" ADD CONSTRAINT "user_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_customers" ADD CONSTRAINT "user_customers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "label_prints_package_idx" ON "label_prints" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "package_items_package_idx" ON "package_items" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "package_labels_package_idx" ON "package_labels" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "package_notes_package_idx" ON "package_notes" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "package_pim_changes_package_idx" ON "package_pim_changes" USING btree ("package_id");--> statement-breakpoint
CREATE UNIQUE INDEX "package_returns_package_key" ON "package_returns" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "packages_tracking_key_idx" ON "packages" USING btree ("tracking_key");--> statement-breakpoint
CREATE INDEX "packages_customer_reference_key_idx" ON "packages" USING btree ("customer_reference_key");--> statement-breakpoint
CREATE INDEX "packages_manifest_key_idx" ON "packages" USING btree ("manifest_key");--> statement-breakpoint
CREATE INDEX "packages_job_idx" ON "packages" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "packages_tracking_key_trgm_idx" ON "packages" USING gin ("tracking_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "packages_customer_reference_key_trgm_idx" ON "packages" USING gin ("customer_reference_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "packages_manifest_key_trgm_idx" ON "packages" USING gin ("manifest_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "packages_consignee_name_key_trgm_idx" ON "packages" USING gin ("consignee_name_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tracking_events_package_idx" ON "tracking_events" USING btree ("package_id","occurred_at");