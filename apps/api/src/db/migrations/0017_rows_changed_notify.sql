-- Every change to a table that cached answers may read is announced to every API process (LISTEN on
-- taskflow_events) with the organizations it touched, so each process drops the answers built from the
-- rows before the change (lib/read-cache.ts, decision 014). Triggers catch every writer: services, jobs,
-- imports, other processes, an administrator's psql.
--
-- Statement triggers with the changed rows as a transition table: one notification per statement and
-- organization, however many rows (an import, a bulk update). Past 100 organizations, or for a row
-- whose organization cannot be told, every organization is told (payloads stay under 8000 bytes).
-- project_task_counts is not announced: triggers on tasks keep it (migration 0016), so it changes only
-- with tasks, which are (lib/read-cache.ts reads it as tasks).
CREATE OR REPLACE FUNCTION announce_rows_changed(changed_table text, orgs text[], unknown boolean) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF orgs IS NULL AND NOT coalesce(unknown, false) THEN
    RETURN; -- the statement changed no row
  END IF;
  IF unknown OR cardinality(orgs) > 100 THEN
    orgs := NULL;
  END IF;
  PERFORM pg_notify('taskflow_events',
    json_build_object('type', 'rows_changed', 'table', changed_table, 'orgs', orgs)::text);
END $$;
--> statement-breakpoint
-- Tables whose rows carry organization_id (static SQL: planned once per table, cheap on every write).
CREATE OR REPLACE FUNCTION notify_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  orgs text[];
  unknown boolean;
BEGIN
  SELECT array_agg(DISTINCT organization_id::text), bool_or(organization_id IS NULL) INTO orgs, unknown
    FROM changed_rows;
  PERFORM announce_rows_changed(TG_TABLE_NAME, orgs, unknown);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_organizations_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  orgs text[];
BEGIN
  SELECT array_agg(id::text) INTO orgs FROM changed_rows;
  PERFORM announce_rows_changed(TG_TABLE_NAME, orgs, false);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Rows that name their organization through a parent: TG_ARGV[0] the column, TG_ARGV[1] the parent table.
CREATE OR REPLACE FUNCTION notify_rows_changed_via_parent() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  orgs text[];
  unknown boolean;
BEGIN
  EXECUTE format(
    'SELECT array_agg(DISTINCT p.organization_id::text), bool_or(p.organization_id IS NULL)
       FROM changed_rows c LEFT JOIN %I p ON p.id = c.%I', TG_ARGV[1], TG_ARGV[0])
    INTO orgs, unknown;
  PERFORM announce_rows_changed(TG_TABLE_NAME, orgs, unknown);
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  announced text[][] := ARRAY[
    ['billing_batches', 'notify_rows_changed()'],
    ['customers', 'notify_rows_changed()'],
    ['departments', 'notify_rows_changed()'],
    ['event_attendees', 'notify_rows_changed_via_parent(''event_id'', ''events'')'],
    ['events', 'notify_rows_changed()'],
    ['holidays', 'notify_rows_changed()'],
    ['hourly_rates', 'notify_rows_changed()'],
    ['invitations', 'notify_rows_changed()'],
    ['leave_attachments', 'notify_rows_changed()'],
    ['leave_blackouts', 'notify_rows_changed()'],
    ['leave_delegations', 'notify_rows_changed()'],
    ['leave_ledger', 'notify_rows_changed()'],
    ['leave_request_steps', 'notify_rows_changed()'],
    ['leave_requests', 'notify_rows_changed()'],
    ['leave_types', 'notify_rows_changed()'],
    ['milestones', 'notify_rows_changed()'],
    ['notification_preferences', 'notify_rows_changed_via_parent(''user_id'', ''users'')'],
    ['notifications', 'notify_rows_changed()'],
    ['organizations', 'notify_organizations_changed()'],
    ['project_members', 'notify_rows_changed()'],
    ['projects', 'notify_rows_changed()'],
    ['roles', 'notify_rows_changed()'],
    ['saved_views', 'notify_rows_changed()'],
    ['subtasks', 'notify_rows_changed()'],
    ['task_attachments', 'notify_rows_changed()'],
    ['task_comments', 'notify_rows_changed()'],
    ['task_counters', 'notify_rows_changed()'],
    ['task_dependencies', 'notify_rows_changed()'],
    ['task_history', 'notify_rows_changed()'],
    ['task_series', 'notify_rows_changed()'],
    ['task_watchers', 'notify_rows_changed()'],
    ['task_work_types', 'notify_rows_changed()'],
    ['tasks', 'notify_rows_changed()'],
    ['time_entries', 'notify_rows_changed()'],
    ['timesheet_events', 'notify_rows_changed()'],
    ['timesheets', 'notify_rows_changed()'],
    ['users', 'notify_rows_changed()']
  ];
  entry text[];
BEGIN
  FOREACH entry SLICE 1 IN ARRAY announced LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION %s', entry[1] || '_rows_changed_insert', entry[1], entry[2]);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION %s', entry[1] || '_rows_changed_update', entry[1], entry[2]);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION %s', entry[1] || '_rows_changed_delete', entry[1], entry[2]);
  END LOOP;
END $$;
