-- A timer started (or a cell saved) while its week is being submitted: the BEFORE guard read the week
-- before the submission committed, so both could win, leaving time in a submitted week. A submission now
-- holds the day locks of its week (time_day_lock_key, as the services and this trigger take them), and
-- this trigger takes its day's lock for every write that changes an entry, running timers included, then
-- reads the week again: a write that waited for a submission sees it and is refused.
CREATE OR REPLACE FUNCTION time_entries_day_total() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  day_minutes integer;
  week_status text;
BEGIN
  IF TG_OP = 'UPDATE' AND (NEW.user_id, NEW.task_id, NEW.entry_date, NEW.started_at, NEW.ended_at, NEW.typed_minutes, NEW.note, NEW.is_billable)
      IS NOT DISTINCT FROM (OLD.user_id, OLD.task_id, OLD.entry_date, OLD.started_at, OLD.ended_at, OLD.typed_minutes, OLD.note, OLD.is_billable) THEN
    RETURN NULL;
  END IF;
  PERFORM pg_advisory_xact_lock(time_day_lock_key(NEW.user_id, NEW.entry_date));
  SELECT status INTO week_status FROM timesheets
    WHERE user_id = NEW.user_id AND week_start = NEW.entry_date - (extract(isodow from NEW.entry_date)::int - 1);
  IF week_status IN ('submitted', 'approved') THEN
    RAISE EXCEPTION 'time entry is in a locked week' USING ERRCODE = 'check_violation', CONSTRAINT = 'time_entries_week_lock';
  END IF;
  IF NEW.minutes IS NULL THEN
    RETURN NULL;
  END IF;
  SELECT coalesce(sum(minutes), 0) INTO day_minutes FROM time_entries
    WHERE user_id = NEW.user_id AND entry_date = NEW.entry_date;
  IF day_minutes > 1440 THEN
    RAISE EXCEPTION 'more than 24 hours on %', NEW.entry_date USING ERRCODE = 'check_violation', CONSTRAINT = 'time_entries_day_total';
  END IF;
  RETURN NULL;
END $$;
