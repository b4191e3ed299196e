CREATE TABLE "role_checks" (
	"role_id" integer NOT NULL,
	"check_name" text NOT NULL,
	CONSTRAINT "role_checks_role_id_check_name_pk" PRIMARY KEY("role_id","check_name")
);
--> statement-breakpoint
ALTER TABLE "role_checks" ADD CONSTRAINT "role_checks_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;