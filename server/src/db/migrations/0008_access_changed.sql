-- What a user may reach (auth/access-cache.ts): every instance keeps each user's menu routes, role checks,
-- locations and menus in memory for a few seconds. A write to any table those answers come from tells every
-- instance to forget them, through the same NOTIFY channel as the session cache ('a' = access changed), so no
-- writer (the security screens, a migration, a script in psql) can forget to say so. NOTIFY is sent at commit.
CREATE FUNCTION "access_tables_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('a1_sessions', 'a');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "user_roles_access" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_roles"
  FOR EACH STATEMENT EXECUTE FUNCTION access_tables_changed();
--> statement-breakpoint
CREATE TRIGGER "role_checks_access" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "role_checks"
  FOR EACH STATEMENT EXECUTE FUNCTION access_tables_changed();
--> statement-breakpoint
CREATE TRIGGER "role_menu_items_access" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "role_menu_items"
  FOR EACH STATEMENT EXECUTE FUNCTION access_tables_changed();
--> statement-breakpoint
CREATE TRIGGER "menu_items_access" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "menu_items"
  FOR EACH STATEMENT EXECUTE FUNCTION access_tables_changed();
--> statement-breakpoint
CREATE TRIGGER "modules_access" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "modules"
  FOR EACH STATEMENT EXECUTE FUNCTION access_tables_changed();
--> statement-breakpoint
CREATE TRIGGER "user_locations_access" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_locations"
  FOR EACH STATEMENT EXECUTE FUNCTION access_tables_changed();
--> statement-breakpoint
CREATE TRIGGER "locations_access" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "locations"
  FOR EACH STATEMENT EXECUTE FUNCTION access_tables_changed();
--> statement-breakpoint
CREATE TRIGGER "subsidiaries_access" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "subsidiaries"
  FOR EACH STATEMENT EXECUTE FUNCTION access_tables_changed();
