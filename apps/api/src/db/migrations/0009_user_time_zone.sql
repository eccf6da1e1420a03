ALTER TABLE "users" ADD COLUMN "time_zone" text;--> statement-breakpoint
-- The person's job title and own time zone are part of what a session shows (My profile): their changes
-- announce themselves like the rest of migration 0008's list, so open pages and cached sessions follow.
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
    OR OLD.job_title IS DISTINCT FROM NEW.job_title
    OR OLD.time_zone IS DISTINCT FROM NEW.time_zone
  )
  EXECUTE FUNCTION notify_user_access_changed();
