-- Job/Search matches any part of a job number (upper(number) LIKE '%term%'): a trigram index answers that from the
-- index instead of reading all 100,000 jobs (issue 14 Speed, jobs.search <= 50 ms). pg_trgm is a trusted extension
-- (PostgreSQL 13+), so the database owner may create it; the embedded PGlite loads it (db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "jobs_number_trgm_idx" ON "jobs" USING gin (upper("number") gin_trgm_ops);
