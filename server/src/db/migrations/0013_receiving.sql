-- Receiving (issue 26): the dock's lists, a job's receiving row, costs and attachments, manifests with their tares,
-- comments and DNB jobs, the receiving history; scanned pieces are job_pieces rows, unique per job and barcode.
CREATE TABLE "costs" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"unit" text NOT NULL,
	"rate" double precision NOT NULL,
	"currency" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_reps" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dnb_jobs" (
	"manifest_id" integer PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbound_carriers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "inbound_carriers_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "job_costs" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"cost_id" integer NOT NULL,
	"quantity" double precision NOT NULL,
	"rate" double precision NOT NULL,
	"amount" double precision NOT NULL,
	"comment" text,
	"created_by" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_receiving" (
	"job_id" integer PRIMARY KEY NOT NULL,
	"inbound_carrier_id" integer,
	"carrier_reference" text,
	"mailing_term_id" integer,
	"quote_product_option_id" integer,
	"legacy_pickup_id" integer,
	"comment" text,
	"email_sent_on" timestamp with time zone,
	"email_outcome" text
);
--> statement-breakpoint
CREATE TABLE "legacy_pickups" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"pickup_number" text NOT NULL,
	"pickup_on" timestamp with time zone NOT NULL,
	"address" text NOT NULL,
	"pieces" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mailing_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manifest_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"manifest_id" integer NOT NULL,
	"comment" text NOT NULL,
	"created_by" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manifest_jobs" (
	"manifest_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"linked_by" text NOT NULL,
	"linked_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "manifest_jobs_manifest_id_job_id_pk" PRIMARY KEY("manifest_id","job_id")
);
--> statement-breakpoint
CREATE TABLE "manifest_tares" (
	"id" serial PRIMARY KEY NOT NULL,
	"manifest_id" integer NOT NULL,
	"tare_type_id" integer NOT NULL,
	"gross_kg" double precision NOT NULL,
	"tare_kg" double precision NOT NULL,
	"net_kg" double precision NOT NULL,
	"weight_source" text NOT NULL,
	"created_by" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manifests" (
	"id" serial PRIMARY KEY NOT NULL,
	"manifest_number" text NOT NULL,
	"manifest_key" text GENERATED ALWAYS AS (upper(regexp_replace(manifest_number, '\s', '', 'g'))) STORED NOT NULL,
	"customer_id" integer NOT NULL,
	"is_dnb" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'Open' NOT NULL,
	"received_on" timestamp with time zone,
	"received_by" text,
	"closed_on" timestamp with time zone,
	"closed_by" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "poly_bag_ignore_dims_customers" (
	"customer_id" integer PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "print_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer,
	"label_copies_per_piece" integer DEFAULT 1 NOT NULL,
	"print_label_on_scan" boolean DEFAULT true NOT NULL,
	"scd_copies" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_product_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"product" text NOT NULL,
	"service" text NOT NULL,
	"is_mail" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"effective_from" date NOT NULL,
	"effective_to" date
);
--> statement-breakpoint
CREATE TABLE "receiving_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"file_prefix" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"description" text,
	"content" "bytea" NOT NULL,
	"created_by" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receiving_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"kind" text NOT NULL,
	"detail" text NOT NULL,
	"created_by" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tare_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"weight_kg" double precision NOT NULL
);
--> statement-breakpoint
DROP INDEX "job_pieces_job_idx";--> statement-breakpoint
ALTER TABLE "job_pieces" ADD COLUMN "package_id" integer;--> statement-breakpoint
ALTER TABLE "job_pieces" ADD COLUMN "scanned_by" text;--> statement-breakpoint
ALTER TABLE "job_pieces" ADD COLUMN "scanned_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customer_reps" ADD CONSTRAINT "customer_reps_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dnb_jobs" ADD CONSTRAINT "dnb_jobs_manifest_id_manifests_id_fk" FOREIGN KEY ("manifest_id") REFERENCES "public"."manifests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dnb_jobs" ADD CONSTRAINT "dnb_jobs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_costs" ADD CONSTRAINT "job_costs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_costs" ADD CONSTRAINT "job_costs_cost_id_costs_id_fk" FOREIGN KEY ("cost_id") REFERENCES "public"."costs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_receiving" ADD CONSTRAINT "job_receiving_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_receiving" ADD CONSTRAINT "job_receiving_inbound_carrier_id_inbound_carriers_id_fk" FOREIGN KEY ("inbound_carrier_id") REFERENCES "public"."inbound_carriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_receiving" ADD CONSTRAINT "job_receiving_mailing_term_id_mailing_terms_id_fk" FOREIGN KEY ("mailing_term_id") REFERENCES "public"."mailing_terms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_receiving" ADD CONSTRAINT "job_receiving_quote_product_option_id_quote_product_options_id_fk" FOREIGN KEY ("quote_product_option_id") REFERENCES "public"."quote_product_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_receiving" ADD CONSTRAINT "job_receiving_legacy_pickup_id_legacy_pickups_id_fk" FOREIGN KEY ("legacy_pickup_id") REFERENCES "public"."legacy_pickups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legacy_pickups" ADD CONSTRAINT "legacy_pickups_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailing_terms" ADD CONSTRAINT "mailing_terms_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manifest_comments" ADD CONSTRAINT "manifest_comments_manifest_id_manifests_id_fk" FOREIGN KEY ("manifest_id") REFERENCES "public"."manifests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manifest_jobs" ADD CONSTRAINT "manifest_jobs_manifest_id_manifests_id_fk" FOREIGN KEY ("manifest_id") REFERENCES "public"."manifests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manifest_jobs" ADD CONSTRAINT "manifest_jobs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manifest_tares" ADD CONSTRAINT "manifest_tares_manifest_id_manifests_id_fk" FOREIGN KEY ("manifest_id") REFERENCES "public"."manifests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manifest_tares" ADD CONSTRAINT "manifest_tares_tare_type_id_tare_types_id_fk" FOREIGN KEY ("tare_type_id") REFERENCES "public"."tare_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manifests" ADD CONSTRAINT "manifests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poly_bag_ignore_dims_customers" ADD CONSTRAINT "poly_bag_ignore_dims_customers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_settings" ADD CONSTRAINT "print_settings_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_product_options" ADD CONSTRAINT "quote_product_options_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_product_options" ADD CONSTRAINT "quote_product_options_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receiving_attachments" ADD CONSTRAINT "receiving_attachments_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receiving_history" ADD CONSTRAINT "receiving_history_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dnb_jobs_job_key" ON "dnb_jobs" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "job_costs_job_idx" ON "job_costs" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "legacy_pickups_customer_idx" ON "legacy_pickups" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "mailing_terms_customer_idx" ON "mailing_terms" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "manifest_comments_manifest_idx" ON "manifest_comments" USING btree ("manifest_id");--> statement-breakpoint
CREATE INDEX "manifest_jobs_job_idx" ON "manifest_jobs" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "manifest_tares_manifest_idx" ON "manifest_tares" USING btree ("manifest_id");--> statement-breakpoint
CREATE UNIQUE INDEX "manifests_manifest_key" ON "manifests" USING btree ("manifest_key");--> statement-breakpoint
CREATE UNIQUE INDEX "print_settings_location_key" ON "print_settings" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "quote_product_options_quote_idx" ON "quote_product_options" USING btree ("quote_id","location_id");--> statement-breakpoint
CREATE INDEX "quotes_customer_idx" ON "quotes" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "receiving_attachments_job_idx" ON "receiving_attachments" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "receiving_history_job_idx" ON "receiving_history" USING btree ("job_id","created_on");--> statement-breakpoint
CREATE UNIQUE INDEX "job_pieces_job_piece_key" ON "job_pieces" USING btree ("job_id","piece_number");--> statement-breakpoint
CREATE INDEX "jobs_received_on_idx" ON "jobs" USING btree ("received_on");