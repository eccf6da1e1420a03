DROP INDEX "time_entries_one_running_idx";--> statement-breakpoint
ALTER TABLE "time_entries" ALTER COLUMN "started_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "time_entries" ADD COLUMN "typed_minutes" integer;--> statement-breakpoint
ALTER TABLE "time_entries" ADD COLUMN "minutes" integer GENERATED ALWAYS AS (coalesce(typed_minutes, round(extract(epoch from (ended_at - started_at)) / 60)::integer)) STORED;--> statement-breakpoint
CREATE UNIQUE INDEX "time_entries_one_running_idx" ON "time_entries" USING btree ("user_id") WHERE started_at is not null and ended_at is null;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_range_or_minutes" CHECK ((started_at is not null and typed_minutes is null) or (started_at is null and ended_at is null and typed_minutes between 1 and 1440));--> statement-breakpoint
-- Hand-written (drizzle cannot express these). Only ranges can overlap: a typed duration has no clock
-- times, so the exclusion constraint covers the rows with a start (a running timer still reaches to
-- infinity).
ALTER TABLE "time_entries" DROP CONSTRAINT "time_entries_no_overlap";--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_no_overlap" EXCLUDE USING gist ("user_id" WITH =, tstzrange("started_at", coalesce("ended_at", 'infinity'::timestamptz), '[)') WITH &&) WHERE ("started_at" IS NOT NULL);
--> statement-breakpoint
-- The lock guard also sees a changed typed duration as a change.
CREATE OR REPLACE FUNCTION time_entries_guard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  week_status text;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    IF OLD.billing_batch_id IS NOT NULL THEN
      RAISE EXCEPTION 'time entry % is billed', OLD.id USING ERRCODE = 'check_violation', CONSTRAINT = 'time_entries_billed_lock';
    END IF;
    IF TG_OP = 'UPDATE' AND (NEW.user_id, NEW.task_id, NEW.entry_date, NEW.started_at, NEW.ended_at, NEW.typed_minutes, NEW.note, NEW.is_billable)
        IS NOT DISTINCT FROM (OLD.user_id, OLD.task_id, OLD.entry_date, OLD.started_at, OLD.ended_at, OLD.typed_minutes, OLD.note, OLD.is_billable) THEN
      RETURN NEW;
    END IF;
    SELECT status INTO week_status FROM timesheets
      WHERE user_id = OLD.user_id AND week_start = OLD.entry_date - (extract(isodow from OLD.entry_date)::int - 1)
      FOR SHARE;
    IF week_status IN ('submitted', 'approved') THEN
      RAISE EXCEPTION 'time entry % is in a locked week', OLD.id USING ERRCODE = 'check_violation', CONSTRAINT = 'time_entries_week_lock';
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT status INTO week_status FROM timesheets
      WHERE user_id = NEW.user_id AND week_start = NEW.entry_date - (extract(isodow from NEW.entry_date)::int - 1)
      FOR SHARE;
    IF week_status IN ('submitted', 'approved') THEN
      RAISE EXCEPTION 'time entry is in a locked week' USING ERRCODE = 'check_violation', CONSTRAINT = 'time_entries_week_lock';
    END IF;
    RETURN NEW;
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
-- At most 24 hours on one person's day. An AFTER trigger (the generated `minutes` is known there) takes a
-- transaction lock on the person and day first, so two writes to one day take turns and the second counts
-- the first's row: neither can slip past the limit. The services take the same lock (time_day_lock_key).
CREATE OR REPLACE FUNCTION time_day_lock_key(person uuid, day date) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
  SELECT hashtextextended(person::text || '/' || day::text, 0)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION time_entries_day_total() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  day_minutes integer;
BEGIN
  IF NEW.minutes IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM pg_advisory_xact_lock(time_day_lock_key(NEW.user_id, NEW.entry_date));
  SELECT coalesce(sum(minutes), 0) INTO day_minutes FROM time_entries
    WHERE user_id = NEW.user_id AND entry_date = NEW.entry_date;
  IF day_minutes > 1440 THEN
    RAISE EXCEPTION 'more than 24 hours on %', NEW.entry_date USING ERRCODE = 'check_violation', CONSTRAINT = 'time_entries_day_total';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER time_entries_day_total AFTER INSERT OR UPDATE ON "time_entries"
  FOR EACH ROW EXECUTE FUNCTION time_entries_day_total();
--> statement-breakpoint
-- Grid cells used to be stored as invented ranges (from 09:00, or after the day's last entry); such a row
-- cannot be told from a range someone typed, so existing rows keep their times.
SELECT 1;
