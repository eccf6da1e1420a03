-- Every change to a table that cached answers may read is announced to every API process (LISTEN on
-- taskflow_events) with the organizations it touched, so each process drops the answers built from the
-- rows before the change (lib/read-cache.ts, decision 014). Triggers catch every writer: services, jobs,
-- imports, other processes, an administrator's psql. One notification per statement and organization.
--
-- TG_ARGV[0]: the column of the changed rows that names the organization; TG_ARGV[1], when given: the
-- table that column points at, whose organization_id is the organization. A row whose organization
-- cannot be told (its parent already deleted) announces the change to every organization.
CREATE OR REPLACE FUNCTION notify_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  orgs text[];
  unknown boolean;
BEGIN
  IF TG_NARGS = 1 THEN
    EXECUTE format('SELECT array_agg(DISTINCT %I::text), bool_or(%I IS NULL) FROM changed_rows', TG_ARGV[0], TG_ARGV[0])
      INTO orgs, unknown;
  ELSE
    EXECUTE format(
      'SELECT array_agg(DISTINCT p.organization_id::text), bool_or(p.organization_id IS NULL)
         FROM changed_rows c LEFT JOIN %I p ON p.id = c.%I', TG_ARGV[1], TG_ARGV[0])
      INTO orgs, unknown;
  END IF;
  IF orgs IS NULL AND NOT coalesce(unknown, false) THEN
    RETURN NULL; -- the statement changed no row
  END IF;
  -- NOTIFY payloads stay under 8000 bytes: past 100 organizations, tell every one.
  IF unknown OR cardinality(orgs) > 100 THEN
    orgs := NULL;
  END IF;
  PERFORM pg_notify('taskflow_events',
    json_build_object('type', 'rows_changed', 'table', TG_TABLE_NAME, 'orgs', orgs)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  announced text[][] := ARRAY[
    ['billing_batches', 'organization_id', ''],
    ['customers', 'organization_id', ''],
    ['departments', 'organization_id', ''],
    ['event_attendees', 'event_id', 'events'],
    ['events', 'organization_id', ''],
    ['holidays', 'organization_id', ''],
    ['hourly_rates', 'organization_id', ''],
    ['invitations', 'organization_id', ''],
    ['leave_attachments', 'organization_id', ''],
    ['leave_blackouts', 'organization_id', ''],
    ['leave_delegations', 'organization_id', ''],
    ['leave_ledger', 'organization_id', ''],
    ['leave_request_steps', 'organization_id', ''],
    ['leave_requests', 'organization_id', ''],
    ['leave_types', 'organization_id', ''],
    ['milestones', 'organization_id', ''],
    ['notification_preferences', 'user_id', 'users'],
    ['notifications', 'organization_id', ''],
    ['organizations', 'id', ''],
    ['project_members', 'organization_id', ''],
    ['project_task_counts', 'project_id', 'projects'],
    ['projects', 'organization_id', ''],
    ['roles', 'organization_id', ''],
    ['saved_views', 'organization_id', ''],
    ['subtasks', 'organization_id', ''],
    ['task_attachments', 'organization_id', ''],
    ['task_comments', 'organization_id', ''],
    ['task_counters', 'organization_id', ''],
    ['task_dependencies', 'organization_id', ''],
    ['task_history', 'organization_id', ''],
    ['task_series', 'organization_id', ''],
    ['task_watchers', 'organization_id', ''],
    ['task_work_types', 'organization_id', ''],
    ['tasks', 'organization_id', ''],
    ['time_entries', 'organization_id', ''],
    ['timesheet_events', 'organization_id', ''],
    ['timesheets', 'organization_id', ''],
    ['users', 'organization_id', '']
  ];
  entry text[];
  args text;
BEGIN
  FOREACH entry SLICE 1 IN ARRAY announced LOOP
    args := CASE WHEN entry[3] = '' THEN quote_literal(entry[2]) ELSE quote_literal(entry[2]) || ', ' || quote_literal(entry[3]) END;
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_rows_changed(%s)', entry[1] || '_rows_changed_insert', entry[1], args);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_rows_changed(%s)', entry[1] || '_rows_changed_update', entry[1], args);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_rows_changed(%s)', entry[1] || '_rows_changed_delete', entry[1], args);
  END LOOP;
END $$;
