-- A task added names no 't:' key (issue 40): no kept answer can have read a row that did not exist yet, and
-- a bulk insert (the job generator's page of 600 step tasks, an import) of more than 100 tasks named more
-- than 100 keys, so the announcement named none and dropped every kept answer of the organization that read
-- tasks, each page, for everyone. It now names the assignees and projects alone ('u:', 'p:', 'q:'), which
-- are what a list of tasks or of projects reads. A task removed still names its 't:' key (its page).
CREATE OR REPLACE FUNCTION notify_tasks_changed() RETURNS trigger LANGUAGE plpgsql AS $$
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
              'u:' || c.assignee_id::text, CASE WHEN TG_OP = 'DELETE' THEN 't:' || c.id::text END, 'p:' || c.project_id::text,
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
