-- Records carry a version (design §3, issue 23 point 8): tickets, features, initiatives, issues, jobs and users.
-- A save sends the version it read; the service writes with `WHERE id = $1 AND version = $2`, so a stale save
-- changes nothing and answers 409 naming who saved last (modified_by) and when (modified_on).
ALTER TABLE "users" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "modified_by" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "modified_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feature_issues" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "feature_issues" ADD COLUMN "modified_by" integer;--> statement-breakpoint
ALTER TABLE "feature_issues" ADD COLUMN "modified_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "features" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "features" ADD COLUMN "modified_by" integer;--> statement-breakpoint
ALTER TABLE "features" ADD COLUMN "modified_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "initiatives" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "initiatives" ADD COLUMN "modified_by" integer;--> statement-breakpoint
ALTER TABLE "initiatives" ADD COLUMN "modified_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "modified_by" integer;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "modified_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "modified_by" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "modified_on" timestamp with time zone;

--> statement-breakpoint
-- Every writer bumps the version, whatever route or script it is (bulk updates, the Kanban card, job admin, the
-- security screens, psql), so a stale reader is caught whoever wrote last. Columns kept in step by other records
-- (a ticket's latest comment and its updated_* stamp, an issue's latest comment, a job's updated_on touched when a
-- piece or adjustment is added, a user's password hash) are not a change of the record: a comment must not make
-- the open dialog's save stale. TG_ARGV[0] names them; TG_ARGV[1] = 'saver' for the trigger that fires only when
-- the statement sets modified_by (the service names the saver); the other trigger clears modified_by, since a
-- writer that names nobody must not be reported as the previous saver.
CREATE FUNCTION "record_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kept text[] := string_to_array(TG_ARGV[0], ',') || ARRAY['version', 'modified_by', 'modified_on'];
BEGIN
  -- The saver trigger (named to fire first) has bumped this row already.
  IF NEW.version IS DISTINCT FROM OLD.version THEN
    RETURN NEW;
  END IF;
  IF TG_ARGV[1] <> 'saver' AND (to_jsonb(NEW) - kept) = (to_jsonb(OLD) - kept) THEN
    RETURN NEW;
  END IF;
  -- One transaction is one change: a second statement on the row (a bulk update's status refresh after its
  -- lane change) keeps the version and the saver. now() is the transaction's start, stamped on the first change.
  IF OLD.modified_on = now() THEN
    RETURN NEW;
  END IF;
  NEW.version := OLD.version + 1;
  NEW.modified_on := now();
  IF TG_ARGV[1] <> 'saver' THEN
    NEW.modified_by := NULL;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "tickets_version_a_saver" BEFORE UPDATE OF "modified_by" ON "tickets"
  FOR EACH ROW EXECUTE FUNCTION record_version_bump('latest_comment,updated_by,updated_on', 'saver');
--> statement-breakpoint
CREATE TRIGGER "tickets_version_b_write" BEFORE UPDATE ON "tickets"
  FOR EACH ROW EXECUTE FUNCTION record_version_bump('latest_comment,updated_by,updated_on', 'write');
--> statement-breakpoint
CREATE TRIGGER "features_version_a_saver" BEFORE UPDATE OF "modified_by" ON "features"
  FOR EACH ROW EXECUTE FUNCTION record_version_bump('', 'saver');
--> statement-breakpoint
CREATE TRIGGER "features_version_b_write" BEFORE UPDATE ON "features"
  FOR EACH ROW EXECUTE FUNCTION record_version_bump('', 'write');
--> statement-breakpoint
CREATE TRIGGER "initiatives_version_a_saver" BEFORE UPDATE OF "modified_by" ON "initiatives"
  FOR EACH ROW EXECUTE FUNCTION record_version_bump('', 'saver');
--> statement-breakpoint
CREATE TRIGGER "initiatives_version_b_write" BEFORE UPDATE ON "initiatives"
  FOR EACH ROW EXECUTE FUNCTION record_version_bump('', 'write');
--> statement-breakpoint
CREATE TRIGGER "feature_issues_version_a_saver" BEFORE UPDATE OF "modified_by" ON "feature_issues"
  FOR EACH ROW EXECUTE FUNCTION record_version_bump('latest_comment', 'saver');
--> statement-breakpoint
CREATE TRIGGER "feature_issues_version_b_write" BEFORE UPDATE ON "feature_issues"
  FOR EACH ROW EXECUTE FUNCTION record_version_bump('latest_comment', 'write');
--> statement-breakpoint
CREATE TRIGGER "jobs_version_a_saver" BEFORE UPDATE OF "modified_by" ON "jobs"
  FOR EACH ROW EXECUTE FUNCTION record_version_bump('updated_on', 'saver');
--> statement-breakpoint
CREATE TRIGGER "jobs_version_b_write" BEFORE UPDATE ON "jobs"
  FOR EACH ROW EXECUTE FUNCTION record_version_bump('updated_on', 'write');
--> statement-breakpoint
CREATE TRIGGER "users_version_a_saver" BEFORE UPDATE OF "modified_by" ON "users"
  FOR EACH ROW EXECUTE FUNCTION record_version_bump('password_hash', 'saver');
--> statement-breakpoint
CREATE TRIGGER "users_version_b_write" BEFORE UPDATE ON "users"
  FOR EACH ROW EXECUTE FUNCTION record_version_bump('password_hash', 'write');
