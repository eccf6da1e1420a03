-- Notifications are read only by the person they are for (the unread count, the notification list), so
-- their announcements also name the people whose rows changed: a kept answer of one person is not dropped
-- by a notification to another (lib/read-cache.ts, OWN_ROWS_TABLES). Past 100 people, or for a row whose
-- person cannot be told, every person of the organization is told, as before.
CREATE OR REPLACE FUNCTION notify_rows_changed_by_user() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  orgs text[];
  unknown boolean;
  people text[];
  unknown_people boolean;
BEGIN
  SELECT array_agg(DISTINCT organization_id::text), bool_or(organization_id IS NULL),
         array_agg(DISTINCT user_id::text), bool_or(user_id IS NULL)
    INTO orgs, unknown, people, unknown_people
    FROM changed_rows;
  IF orgs IS NULL AND NOT coalesce(unknown, false) THEN
    RETURN NULL; -- the statement changed no row
  END IF;
  IF unknown OR cardinality(orgs) > 100 THEN
    orgs := NULL;
  END IF;
  IF unknown_people OR cardinality(people) > 100 THEN
    people := NULL;
  END IF;
  PERFORM pg_notify('taskflow_events',
    json_build_object('type', 'rows_changed', 'table', TG_TABLE_NAME, 'orgs', orgs, 'users', people)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER notifications_rows_changed_insert ON notifications;
--> statement-breakpoint
DROP TRIGGER notifications_rows_changed_update ON notifications;
--> statement-breakpoint
DROP TRIGGER notifications_rows_changed_delete ON notifications;
--> statement-breakpoint
CREATE TRIGGER notifications_rows_changed_insert AFTER INSERT ON notifications REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_rows_changed_by_user();
--> statement-breakpoint
CREATE TRIGGER notifications_rows_changed_update AFTER UPDATE ON notifications REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_rows_changed_by_user();
--> statement-breakpoint
CREATE TRIGGER notifications_rows_changed_delete AFTER DELETE ON notifications REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_rows_changed_by_user();
