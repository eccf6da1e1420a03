-- Announcements that name the rows' people, tasks and projects, so a kept answer that read only some rows
-- of a table is dropped by a change to those rows and not by every change in the organization
-- (lib/read-cache.ts, KEYED_TABLES; decision 033): a person's Task List by their own and watched tasks, a
-- task's page by that task, a timesheet by its person. Each key is a prefix and an id ('u:' a person,
-- 't:' a task, 'p:' a project); an update names the rows before and after it (a task handed from one
-- person to another concerns both). Past 100 keys, or for a row whose organization cannot be told, the
-- announcement names no key, and every answer of the table in the organization is dropped, as before.
-- TG_ARGV: pairs of key prefix and column.
CREATE OR REPLACE FUNCTION notify_rows_changed_keyed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  orgs text[];
  unknown boolean;
  keys text[];
  source text := CASE WHEN TG_OP = 'UPDATE'
    THEN '(SELECT * FROM changed_rows UNION ALL SELECT * FROM old_rows)' ELSE 'changed_rows' END;
  picks text := '';
BEGIN
  FOR i IN 0 .. TG_NARGS / 2 - 1 LOOP
    picks := picks || CASE WHEN i > 0 THEN ', ' ELSE '' END
      || format('%L || r.%I::text', TG_ARGV[i * 2], TG_ARGV[i * 2 + 1]);
  END LOOP;
  EXECUTE format(
    'SELECT array_agg(DISTINCT r.organization_id::text), bool_or(r.organization_id IS NULL),
            (SELECT array_agg(DISTINCT k) FROM %s AS r CROSS JOIN LATERAL unnest(ARRAY[%s]) AS k
              WHERE k IS NOT NULL)
       FROM %s AS r', source, picks, source)
    INTO orgs, unknown, keys;
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
DO $$
DECLARE
  keyed text[][] := ARRAY[
    ['notifications', '''u:'', ''user_id'''],
    ['subtasks', '''t:'', ''task_id'''],
    ['task_watchers', '''u:'', ''user_id'', ''t:'', ''task_id'''],
    ['tasks', '''u:'', ''assignee_id'', ''t:'', ''id'', ''p:'', ''project_id'''],
    ['time_entries', '''u:'', ''user_id'', ''t:'', ''task_id'''],
    ['timesheets', '''u:'', ''user_id''']
  ];
  entry text[];
BEGIN
  FOREACH entry SLICE 1 IN ARRAY keyed LOOP
    EXECUTE format('DROP TRIGGER %I ON %I', entry[1] || '_rows_changed_insert', entry[1]);
    EXECUTE format('DROP TRIGGER %I ON %I', entry[1] || '_rows_changed_update', entry[1]);
    EXECUTE format('DROP TRIGGER %I ON %I', entry[1] || '_rows_changed_delete', entry[1]);
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_rows_changed_keyed(%s)', entry[1] || '_rows_changed_insert', entry[1], entry[2]);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_rows_changed_keyed(%s)', entry[1] || '_rows_changed_update', entry[1], entry[2]);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_rows_changed_keyed(%s)', entry[1] || '_rows_changed_delete', entry[1], entry[2]);
  END LOOP;
END $$;
--> statement-breakpoint
DROP FUNCTION notify_rows_changed_by_user();
