ALTER TABLE "organizations" ADD COLUMN "show_leave_type_to_colleagues" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Leave administration is a right of its own (who reads every leave's reason, address, phone and
-- documents). Roles that administer the organization hold it from now on, as new Admin roles do.
UPDATE "roles" SET "permissions" = "permissions" || '["leave.manage"]'::jsonb
WHERE ("is_admin" OR "permissions" ? 'organization.manage') AND NOT "permissions" ? 'leave.manage';
