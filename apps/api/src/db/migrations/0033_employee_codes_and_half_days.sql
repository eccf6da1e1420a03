ALTER TABLE "invitations" ADD COLUMN "employee_code" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "employee_code" text;--> statement-breakpoint
CREATE UNIQUE INDEX "users_org_employee_code_idx" ON "users" USING btree ("organization_id",lower("employee_code"));--> statement-breakpoint
-- Employee codes (issue 39): members keep the code lists showed until now (EMP- and the first 8 characters
-- of their id) as their stored, editable code, unless two members of one organization would share it.
UPDATE users AS u SET employee_code = 'EMP-' || upper(left(u.id::text, 8))
WHERE u.organization_id IS NOT NULL AND NOT EXISTS (
  SELECT 1 FROM users o
  WHERE o.organization_id = u.organization_id AND o.id <> u.id AND left(o.id::text, 8) = left(u.id::text, 8)
);
--> statement-breakpoint
-- A one-day half day names its half from now on (the From Date's flag: the afternoon off, the To Date's:
-- the morning off). One-day applications made with the single "Half day" box set the From Date's flag
-- without asking which half: both flags mark them "half day" (which half was not recorded).
UPDATE leave_requests SET to_date_half = true
WHERE from_date = to_date AND from_date_half AND NOT to_date_half;
