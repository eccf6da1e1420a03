-- A change to tasks also names 'q:' and a project when it can move that project's progress (issue 27): a
-- task added or removed, or its project, status, due date or assignee changed, which is all the projects
-- list counts (over the reader's reach, which follows the assignee). A page of projects then stays kept
-- through its tasks' priority changes, comments and edits (lib/read-cache.ts, KEYS_ON_CHANGE_OF).
-- Tasks get an announcement function of their own, with static statements that PL/pgSQL plans once per
-- connection, instead of notify_rows_changed_keyed's statement built with EXECUTE on every change; it
-- announces the same 'u:', 't:' and 'p:' keys (0029).
CREATE FUNCTION notify_tasks_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  orgs text[];
  unknown boolean;
  keys text[];
BEGIN
  IF TG_OP = 'UPDATE' THEN
    SELECT array_agg(DISTINCT r.organization_id::text), bool_or(r.organization_id IS NULL)
      INTO orgs, unknown
      FROM (SELECT organization_id FROM changed_rows UNION ALL SELECT organization_id FROM old_rows) AS r;
    SELECT array_agg(DISTINCT k) INTO keys
      FROM old_rows AS o
      JOIN changed_rows AS n ON n.id = o.id
      CROSS JOIN LATERAL (
        SELECT (o.project_id, o.status, o.due_date, o.assignee_id)
          IS DISTINCT FROM (n.project_id, n.status, n.due_date, n.assignee_id) AS moved
      ) AS progress
      CROSS JOIN LATERAL unnest(ARRAY[
        'u:' || o.assignee_id::text, 'u:' || n.assignee_id::text, 't:' || o.id::text,
        'p:' || o.project_id::text, 'p:' || n.project_id::text,
        CASE WHEN progress.moved THEN 'q:' || o.project_id::text END,
        CASE WHEN progress.moved THEN 'q:' || n.project_id::text END
      ]) AS k
      WHERE k IS NOT NULL;
  ELSE
    -- An insert's new rows or a delete's old rows: each moves its project's progress.
    SELECT array_agg(DISTINCT r.organization_id::text), bool_or(r.organization_id IS NULL),
           (SELECT array_agg(DISTINCT k) FROM changed_rows AS c CROSS JOIN LATERAL unnest(ARRAY[
              'u:' || c.assignee_id::text, 't:' || c.id::text, 'p:' || c.project_id::text,
              'q:' || c.project_id::text]) AS k
            WHERE k IS NOT NULL)
      INTO orgs, unknown, keys
      FROM changed_rows AS r;
  END IF;
  IF orgs IS NULL AND NOT coalesce(unknown, false) THEN
    RETURN NULL; -- the statement changed no row
  END IF;
  IF unknown OR cardinality(orgs) > 100 THEN
    orgs := NULL;
  END IF;
  IF orgs IS NULL OR cardinality(keys) > 100 THEN
    keys := NULL;
  END IF;
  PERFORM pg_notify('taskflow_events',
    json_build_object('type', 'rows_changed', 'table', TG_TABLE_NAME, 'orgs', orgs, 'keys', keys)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER tasks_rows_changed_insert ON tasks;
--> statement-breakpoint
DROP TRIGGER tasks_rows_changed_update ON tasks;
--> statement-breakpoint
DROP TRIGGER tasks_rows_changed_delete ON tasks;
--> statement-breakpoint
CREATE TRIGGER tasks_rows_changed_insert AFTER INSERT ON tasks REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_tasks_changed();
--> statement-breakpoint
CREATE TRIGGER tasks_rows_changed_update AFTER UPDATE ON tasks REFERENCING OLD TABLE AS old_rows NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_tasks_changed();
--> statement-breakpoint
CREATE TRIGGER tasks_rows_changed_delete AFTER DELETE ON tasks REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_tasks_changed();
