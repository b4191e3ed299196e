-- Migration 0006 created ticket_list_changes (with its triggers) by hand; the Drizzle schema now declares it
-- (schema/ticket-list-changes.ts), so this migration only records it in the snapshot and documents it.
COMMENT ON TABLE "ticket_list_changes" IS 'The ticket list''s change feed, appended by triggers (migration 0006), read by each instance''s list cache.';
