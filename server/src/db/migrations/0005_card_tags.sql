CREATE TABLE "card_tags" (
	"card_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "card_tags_card_id_tag_id_pk" PRIMARY KEY("card_id","tag_id")
);
--> statement-breakpoint
ALTER TABLE "card_tags" ADD CONSTRAINT "card_tags_card_id_tickets_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_tags" ADD CONSTRAINT "card_tags_tag_id_kanban_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."kanban_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_tags_tag_idx" ON "card_tags" USING btree ("tag_id");