CREATE TABLE "client_job_time" (
	"organization_id" uuid NOT NULL,
	"client_job_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"project_id" uuid,
	"entries" integer NOT NULL,
	"minutes" bigint NOT NULL,
	"minutes_6" bigint NOT NULL,
	"minutes_15" bigint NOT NULL,
	CONSTRAINT "client_job_time_key" UNIQUE NULLS NOT DISTINCT("client_job_id","user_id","project_id")
);
--> statement-breakpoint
ALTER TABLE "client_job_time" ADD CONSTRAINT "client_job_time_client_job_id_client_jobs_id_fk" FOREIGN KEY ("client_job_id") REFERENCES "public"."client_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Issue 45: realisation read every entry of a year's fixed-fee jobs' tasks (a third of the report).
-- Moves of time into and out of a job, signed (+1 in, -1 out), applied as one grouped upsert in key
-- order (concurrent statements lock the rows in the same order). Only jobs still there: a job deleted
-- in this statement has taken its rows with it (its key cascades), and its tasks' moves are dropped.
CREATE OR REPLACE FUNCTION client_job_time_add(
  orgs uuid[], jobs uuid[], people uuid[], projects uuid[], signs integer[], lengths integer[]
) RETURNS void LANGUAGE sql AS $$
  INSERT INTO client_job_time AS c
      (organization_id, client_job_id, user_id, project_id, entries, minutes, minutes_6, minutes_15)
    SELECT m.org, m.job, m.person, m.project, sum(m.sign), sum(m.sign * m.length),
      sum(m.sign * ceil(m.length / 6.0) * 6), sum(m.sign * ceil(m.length / 15.0) * 15)
    FROM unnest(orgs, jobs, people, projects, signs, lengths) AS m(org, job, person, project, sign, length)
    JOIN client_jobs j ON j.id = m.job
    GROUP BY m.org, m.job, m.person, m.project
    HAVING sum(m.sign) <> 0 OR sum(m.sign * m.length) <> 0 OR sum(m.sign * ceil(m.length / 6.0)) <> 0
      OR sum(m.sign * ceil(m.length / 15.0)) <> 0
    ORDER BY m.job, m.person, m.project
    ON CONFLICT ON CONSTRAINT client_job_time_key DO UPDATE SET
      entries = c.entries + EXCLUDED.entries, minutes = c.minutes + EXCLUDED.minutes,
      minutes_6 = c.minutes_6 + EXCLUDED.minutes_6, minutes_15 = c.minutes_15 + EXCLUDED.minutes_15
$$;
--> statement-breakpoint
-- Entries written, changed (stopped, retyped, moved to another task or person) or deleted: each counts
-- under its task's job as the task is now (a task's change of job moves its entries, below). A running
-- timer (no minutes yet) counts once stopped.
CREATE OR REPLACE FUNCTION client_job_time_of_entries() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM client_job_time_add(array_agg(e.organization_id), array_agg(t.job_id), array_agg(e.user_id),
        array_agg(t.project_id), array_agg(1), array_agg(e.minutes))
      FROM new_rows e JOIN tasks t ON t.id = e.task_id
      WHERE t.job_id IS NOT NULL AND e.minutes IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM client_job_time_add(array_agg(e.organization_id), array_agg(t.job_id), array_agg(e.user_id),
        array_agg(t.project_id), array_agg(-1), array_agg(e.minutes))
      FROM old_rows e JOIN tasks t ON t.id = e.task_id
      WHERE t.job_id IS NOT NULL AND e.minutes IS NOT NULL;
  ELSE
    -- Only the entries whose task, person or length changed: marking entries billed changes none.
    PERFORM client_job_time_add(array_agg(m.org), array_agg(m.job), array_agg(m.person),
        array_agg(m.project), array_agg(m.sign), array_agg(m.length))
      FROM (
        SELECT e.organization_id AS org, t.job_id AS job, e.user_id AS person, t.project_id AS project,
          -1 AS sign, e.minutes AS length
        FROM old_rows e JOIN new_rows n ON n.id = e.id JOIN tasks t ON t.id = e.task_id
        WHERE (e.task_id, e.user_id, e.minutes) IS DISTINCT FROM (n.task_id, n.user_id, n.minutes)
          AND t.job_id IS NOT NULL AND e.minutes IS NOT NULL
        UNION ALL
        SELECT e.organization_id, t.job_id, e.user_id, t.project_id, 1, e.minutes
        FROM new_rows e JOIN old_rows o ON o.id = e.id JOIN tasks t ON t.id = e.task_id
        WHERE (o.task_id, o.user_id, o.minutes) IS DISTINCT FROM (e.task_id, e.user_id, e.minutes)
          AND t.job_id IS NOT NULL AND e.minutes IS NOT NULL
      ) AS m;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER time_entries_job_time_insert AFTER INSERT ON time_entries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION client_job_time_of_entries();
--> statement-breakpoint
CREATE TRIGGER time_entries_job_time_update AFTER UPDATE ON time_entries
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION client_job_time_of_entries();
--> statement-breakpoint
CREATE TRIGGER time_entries_job_time_delete AFTER DELETE ON time_entries
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION client_job_time_of_entries();
--> statement-breakpoint
-- A task moved to another job or project (or out of its job: a job's deletion sets its tasks' job to
-- null) takes its finished entries along.
CREATE OR REPLACE FUNCTION client_job_time_of_tasks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Nearly every change of a task is of something else: it is done with after one look at the rows.
  IF NOT EXISTS (
    SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.job_id IS NOT NULL OR n.job_id IS NOT NULL)
      AND (o.job_id, o.project_id) IS DISTINCT FROM (n.job_id, n.project_id)
  ) THEN
    RETURN NULL;
  END IF;
  PERFORM client_job_time_add(array_agg(m.org), array_agg(m.job), array_agg(m.person),
      array_agg(m.project), array_agg(m.sign), array_agg(m.length))
    FROM (
      SELECT e.organization_id AS org, o.job_id AS job, e.user_id AS person, o.project_id AS project,
        -1 AS sign, e.minutes AS length
      FROM old_rows o JOIN new_rows n ON n.id = o.id JOIN time_entries e ON e.task_id = o.id
      WHERE o.job_id IS NOT NULL AND (o.job_id, o.project_id) IS DISTINCT FROM (n.job_id, n.project_id)
        AND e.minutes IS NOT NULL
      UNION ALL
      SELECT e.organization_id, n.job_id, e.user_id, n.project_id, 1, e.minutes
      FROM old_rows o JOIN new_rows n ON n.id = o.id JOIN time_entries e ON e.task_id = n.id
      WHERE n.job_id IS NOT NULL AND (o.job_id, o.project_id) IS DISTINCT FROM (n.job_id, n.project_id)
        AND e.minutes IS NOT NULL
    ) AS m;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER tasks_job_time_update AFTER UPDATE ON tasks
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION client_job_time_of_tasks();
--> statement-breakpoint
-- A job's task deleted: its entries go with it by cascade, after the task, when the entries' trigger
-- can no longer find the job; so they leave the job here, before.
CREATE OR REPLACE FUNCTION client_job_time_of_deleted_task() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM client_job_time_add(array_agg(e.organization_id), array_agg(OLD.job_id), array_agg(e.user_id),
      array_agg(OLD.project_id), array_agg(-1), array_agg(e.minutes))
    FROM time_entries e WHERE e.task_id = OLD.id AND e.minutes IS NOT NULL;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER tasks_job_time_delete BEFORE DELETE ON tasks
  FOR EACH ROW WHEN (OLD.job_id IS NOT NULL) EXECUTE FUNCTION client_job_time_of_deleted_task();
--> statement-breakpoint
INSERT INTO client_job_time
    (organization_id, client_job_id, user_id, project_id, entries, minutes, minutes_6, minutes_15)
  SELECT e.organization_id, t.job_id, e.user_id, t.project_id, count(*), sum(e.minutes),
    sum(ceil(e.minutes / 6.0) * 6), sum(ceil(e.minutes / 15.0) * 15)
  FROM time_entries e JOIN tasks t ON t.id = e.task_id
  WHERE t.job_id IS NOT NULL AND e.minutes IS NOT NULL
  GROUP BY e.organization_id, t.job_id, e.user_id, t.project_id;
