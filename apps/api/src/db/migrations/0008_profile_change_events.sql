-- What a session shows of its person (name, email, phone, avatar), of their role (name) and of their
-- organization (name) announces its changes too, like the access changes of migration 0004: open pages
-- refresh the signed-in person, and a process that keeps sessions in memory (PGlite) drops stale ones.
DROP TRIGGER IF EXISTS users_access_notify ON users;
--> statement-breakpoint
CREATE TRIGGER users_access_notify AFTER UPDATE ON users
  FOR EACH ROW WHEN (
    OLD.is_active IS DISTINCT FROM NEW.is_active
    OR OLD.role_id IS DISTINCT FROM NEW.role_id
    OR OLD.organization_id IS DISTINCT FROM NEW.organization_id
    OR OLD.is_platform_admin IS DISTINCT FROM NEW.is_platform_admin
    OR OLD.name IS DISTINCT FROM NEW.name
    OR OLD.email IS DISTINCT FROM NEW.email
    OR OLD.phone IS DISTINCT FROM NEW.phone
    OR OLD.country_code IS DISTINCT FROM NEW.country_code
    OR OLD.avatar_file IS DISTINCT FROM NEW.avatar_file
  )
  EXECUTE FUNCTION notify_user_access_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS roles_access_notify ON roles;
--> statement-breakpoint
CREATE TRIGGER roles_access_notify AFTER UPDATE ON roles
  FOR EACH ROW WHEN (OLD.permissions IS DISTINCT FROM NEW.permissions OR OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION notify_role_access_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_organization_access_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('taskflow_events', json_build_object('type', 'access_changed', 'organizationIds', json_build_array(NEW.id))::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER organizations_name_notify AFTER UPDATE OF name ON organizations
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION notify_organization_access_changed();
