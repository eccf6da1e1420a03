-- Access changes announce themselves on the live channel, whoever makes them: a revoked session, a
-- deactivated or moved person, a role whose permissions changed. Every API process hears it (LISTEN),
-- ends the live streams that lost their access and tells the others to refresh what they may do.
-- PostgreSQL folds identical notifications of one transaction into one, so bulk revocations stay cheap.
CREATE OR REPLACE FUNCTION notify_session_revoked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('taskflow_events', json_build_object('type', 'access_changed', 'userIds', json_build_array(NEW.user_id))::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_revoked_notify AFTER UPDATE OF revoked_at ON sessions
  FOR EACH ROW WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL)
  EXECUTE FUNCTION notify_session_revoked();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_user_access_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('taskflow_events', json_build_object('type', 'access_changed', 'userIds', json_build_array(NEW.id))::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_access_notify AFTER UPDATE OF is_active, role_id, organization_id, is_platform_admin ON users
  FOR EACH ROW WHEN (
    OLD.is_active IS DISTINCT FROM NEW.is_active
    OR OLD.role_id IS DISTINCT FROM NEW.role_id
    OR OLD.organization_id IS DISTINCT FROM NEW.organization_id
    OR OLD.is_platform_admin IS DISTINCT FROM NEW.is_platform_admin
  )
  EXECUTE FUNCTION notify_user_access_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_role_access_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('taskflow_events', json_build_object('type', 'access_changed', 'roleIds', json_build_array(NEW.id))::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER roles_access_notify AFTER UPDATE OF permissions ON roles
  FOR EACH ROW WHEN (OLD.permissions IS DISTINCT FROM NEW.permissions)
  EXECUTE FUNCTION notify_role_access_changed();
