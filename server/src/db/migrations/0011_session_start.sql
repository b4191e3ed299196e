-- Sign-in protection (issue 23): a failure the caller only reported (SSOAuthenticationFailed) is kept for the record
-- but never counted against the account it names.
ALTER TABLE "login_events" ADD COLUMN "counted" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Absolute session lifetime (A1_SESSION_MAX_HOURS): when the user signed in, inherited by a session made from the
-- access token (PUT Token). Sessions already open count from their creation.
ALTER TABLE "sessions" ADD COLUMN "started_on" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "sessions" SET "started_on" = "created_on";
