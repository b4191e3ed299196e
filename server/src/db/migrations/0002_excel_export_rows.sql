CREATE TABLE "excel_export_rows" (
	"export_name" text NOT NULL,
	"chunk" integer NOT NULL,
	"rows" text NOT NULL,
	CONSTRAINT "excel_export_rows_export_name_chunk_pk" PRIMARY KEY("export_name","chunk")
);
--> statement-breakpoint
ALTER TABLE "excel_export_rows" ADD CONSTRAINT "excel_export_rows_export_name_excel_exports_name_fk" FOREIGN KEY ("export_name") REFERENCES "public"."excel_exports"("name") ON DELETE cascade ON UPDATE no action;