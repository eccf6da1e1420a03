-- A rename of a person, customer, project or department is announced to every API process (LISTEN on
-- taskflow_events), which drops the name from its in-memory directory (lib/name-directory.ts): the
-- Task List and the board show names without joining four tables per row. Triggers catch every writer.
CREATE OR REPLACE FUNCTION notify_names_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('taskflow_events', json_build_object('type', 'names_changed', 'kind', TG_ARGV[0], 'ids', json_build_array(NEW.id))::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_name_notify AFTER UPDATE OF name ON users
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION notify_names_changed('user');
--> statement-breakpoint
CREATE TRIGGER customers_name_notify AFTER UPDATE OF business_name ON customers
  FOR EACH ROW WHEN (OLD.business_name IS DISTINCT FROM NEW.business_name)
  EXECUTE FUNCTION notify_names_changed('customer');
--> statement-breakpoint
CREATE TRIGGER projects_name_notify AFTER UPDATE OF name, key ON projects
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.key IS DISTINCT FROM NEW.key)
  EXECUTE FUNCTION notify_names_changed('project');
--> statement-breakpoint
CREATE TRIGGER departments_name_notify AFTER UPDATE OF name ON departments
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION notify_names_changed('department');
