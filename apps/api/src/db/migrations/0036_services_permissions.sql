-- The Services permissions (issue 40): administrators and the default Manager role hold both, as new
-- organizations' roles do (packages/shared/src/permissions.ts).
UPDATE "roles" SET "permissions" = "permissions" || '["services.view"]'::jsonb
  WHERE ("is_admin" OR "name" IN ('Admin', 'Manager')) AND NOT "permissions" ? 'services.view';
--> statement-breakpoint
UPDATE "roles" SET "permissions" = "permissions" || '["services.manage"]'::jsonb
  WHERE ("is_admin" OR "name" IN ('Admin', 'Manager')) AND NOT "permissions" ? 'services.manage';
