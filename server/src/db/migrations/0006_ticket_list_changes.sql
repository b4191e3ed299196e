-- The ticket list's change log (issue 12 Speed, areas/ticketing/list-cache.ts). Every instance keeps the TicketList
-- rows in memory and, before each answer, reads the rows changed since it last looked: written here by triggers,
-- so no writer (ticket screen, card board, project tracking, a script in psql) can forget to say so. A null
-- ticket_id means "rebuild everything" (a renamed lane, user, customer, …: names shown on many rows).
-- `xid` is the writing transaction, so a reader can tell changes still uncommitted when it looked
-- (pg_snapshot_xmin) and read them again later.
CREATE TABLE "ticket_list_changes" (
  "seq" bigserial PRIMARY KEY,
  "ticket_id" integer,
  "xid" xid8 NOT NULL DEFAULT pg_current_xact_id(),
  "at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX "ticket_list_changes_xid_idx" ON "ticket_list_changes" ("xid");
--> statement-breakpoint
CREATE INDEX "ticket_list_changes_at_idx" ON "ticket_list_changes" ("at");
--> statement-breakpoint
CREATE FUNCTION "ticket_list_rows_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ticket_list_changes (ticket_id) SELECT DISTINCT id FROM changed_rows;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "ticket_list_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ticket_list_changes (ticket_id) VALUES (NULL);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A row of a table whose names the list shows changed in one of the columns named by the trigger's arguments.
CREATE FUNCTION "ticket_list_names_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE EXISTS (SELECT 1 FROM unnest(TG_ARGV) AS c WHERE to_jsonb(n) -> c IS DISTINCT FROM to_jsonb(o) -> c)
  ) THEN
    INSERT INTO ticket_list_changes (ticket_id) VALUES (NULL);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A feature or initiative shown on its tickets' rows changed: those tickets only (TG_ARGV[0] is the tickets column
-- that points at it, the rest the columns the list shows).
CREATE FUNCTION "ticket_list_parent_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'INSERT INTO ticket_list_changes (ticket_id) SELECT t.id FROM tickets t WHERE t.%I IN ('
    'SELECT n.id FROM old_rows o JOIN new_rows n ON n.id = o.id '
    'WHERE EXISTS (SELECT 1 FROM unnest($1) AS c WHERE to_jsonb(n) -> c IS DISTINCT FROM to_jsonb(o) -> c))',
    TG_ARGV[0]
  ) USING TG_ARGV[1:];
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "tickets_list_inserted" AFTER INSERT ON "tickets" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ticket_list_rows_changed();
--> statement-breakpoint
CREATE TRIGGER "tickets_list_updated" AFTER UPDATE ON "tickets" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ticket_list_rows_changed();
--> statement-breakpoint
CREATE TRIGGER "tickets_list_deleted" AFTER DELETE ON "tickets" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ticket_list_rows_changed();
--> statement-breakpoint
CREATE TRIGGER "tickets_list_truncated" AFTER TRUNCATE ON "tickets"
  FOR EACH STATEMENT EXECUTE FUNCTION ticket_list_truncated();
--> statement-breakpoint
CREATE TRIGGER "features_ticket_list" AFTER UPDATE ON "features" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ticket_list_parent_changed('sprint_id', 'name', 'comment', 'sticker', 'sort_order', 'status', 'phase_id', 'business_analyst_id');
--> statement-breakpoint
CREATE TRIGGER "initiatives_ticket_list" AFTER UPDATE ON "initiatives" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ticket_list_parent_changed('milestone_id', 'text', 'sort_order');
--> statement-breakpoint
CREATE TRIGGER "projects_ticket_list" AFTER UPDATE ON "projects" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ticket_list_parent_changed('project_id', 'name');
--> statement-breakpoint
CREATE TRIGGER "users_ticket_list" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ticket_list_names_changed('full_name', 'email', 'department_id');
--> statement-breakpoint
CREATE TRIGGER "departments_ticket_list" AFTER UPDATE ON "departments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ticket_list_names_changed('name');
--> statement-breakpoint
CREATE TRIGGER "customers_ticket_list" AFTER UPDATE ON "customers" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ticket_list_names_changed('name');
--> statement-breakpoint
CREATE TRIGGER "phases_ticket_list" AFTER UPDATE ON "phases" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ticket_list_names_changed('name');
--> statement-breakpoint
CREATE TRIGGER "schedule_groups_ticket_list" AFTER UPDATE ON "schedule_groups" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ticket_list_names_changed('name');
--> statement-breakpoint
CREATE TRIGGER "lanes_ticket_list" AFTER UPDATE ON "lanes" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ticket_list_names_changed('name');
