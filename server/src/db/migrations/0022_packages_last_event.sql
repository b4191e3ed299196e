ALTER TABLE "packages" ADD COLUMN "last_event_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "last_event_place" text;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "last_event_time_zone" text;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "last_event_text" text;--> statement-breakpoint
-- A package's latest tracking event, on its row (issue 25: a job's 500 packages in one read). Kept by triggers, so
-- no writer (a scan, a return, a carrier feed, a bulk load, a script in psql) can forget it. Latest: the last to have
-- occurred; of two at one instant, the one written last.
CREATE FUNCTION "packages_last_event_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE packages p
  SET last_event_at = n.occurred_at, last_event_place = n.place, last_event_time_zone = n.time_zone,
      last_event_text = n.carrier_text
  FROM (
    SELECT DISTINCT ON (package_id) id, package_id, occurred_at, place, time_zone, carrier_text
    FROM added_rows ORDER BY package_id, occurred_at DESC, id DESC
  ) n
  WHERE p.id = n.package_id AND (p.last_event_at IS NULL OR p.last_event_at <= n.occurred_at);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An event changed or removed (rare: a correction by hand): its packages' latest (before and after an update) is
-- read again from the record.
CREATE FUNCTION "packages_last_event_recomputed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'UPDATE' THEN
    SELECT array_agg(package_id) INTO ids FROM (SELECT package_id FROM changed_rows UNION SELECT package_id FROM new_rows) c;
  ELSE
    SELECT array_agg(DISTINCT package_id) INTO ids FROM changed_rows;
  END IF;
  UPDATE packages p
  SET last_event_at = e.occurred_at, last_event_place = e.place, last_event_time_zone = e.time_zone,
      last_event_text = e.carrier_text
  FROM unnest(ids) AS c(package_id)
  LEFT JOIN LATERAL (
    SELECT occurred_at, place, time_zone, carrier_text FROM tracking_events t
    WHERE t.package_id = c.package_id ORDER BY t.occurred_at DESC, t.id DESC LIMIT 1
  ) e ON TRUE
  WHERE p.id = c.package_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "tracking_events_added" AFTER INSERT ON "tracking_events" REFERENCING NEW TABLE AS added_rows
  FOR EACH STATEMENT EXECUTE FUNCTION packages_last_event_added();
--> statement-breakpoint
CREATE TRIGGER "tracking_events_updated" AFTER UPDATE ON "tracking_events"
  REFERENCING OLD TABLE AS changed_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION packages_last_event_recomputed();
--> statement-breakpoint
CREATE TRIGGER "tracking_events_deleted" AFTER DELETE ON "tracking_events" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION packages_last_event_recomputed();
--> statement-breakpoint
UPDATE packages p
SET last_event_at = e.occurred_at, last_event_place = e.place, last_event_time_zone = e.time_zone,
    last_event_text = e.carrier_text
FROM (
  SELECT DISTINCT ON (package_id) package_id, occurred_at, place, time_zone, carrier_text
  FROM tracking_events ORDER BY package_id, occurred_at DESC, id DESC
) e
WHERE p.id = e.package_id;
