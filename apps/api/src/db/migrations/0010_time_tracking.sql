CREATE TABLE "billing_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"entry_count" integer NOT NULL,
	"minutes" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hourly_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"project_id" uuid,
	"user_id" uuid,
	"hourly_rate" numeric(12, 2) NOT NULL,
	"updated_by_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hourly_rates_one_target" CHECK (num_nonnulls(project_id, user_id) = 1),
	CONSTRAINT "hourly_rates_not_negative" CHECK (hourly_rate >= 0)
);
--> statement-breakpoint
CREATE TABLE "time_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"task_id" uuid NOT NULL,
	"entry_date" date NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"note" text,
	"is_billable" boolean DEFAULT false NOT NULL,
	"billing_batch_id" uuid,
	"billed_rate" numeric(12, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_entries_end_after_start" CHECK (ended_at is null or ended_at > started_at),
	CONSTRAINT "time_entries_max_duration" CHECK (ended_at is null or ended_at <= started_at + interval '24 hours')
);
--> statement-breakpoint
CREATE TABLE "timesheet_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"timesheet_id" uuid NOT NULL,
	"action" text NOT NULL,
	"actor_id" uuid,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timesheets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"week_start" date NOT NULL,
	"status" text NOT NULL,
	"submitted_at" timestamp with time zone,
	"decided_by_id" uuid,
	"decided_at" timestamp with time zone,
	"comment" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timesheets_status_check" CHECK (status in ('submitted', 'approved', 'returned', 'reopened')),
	CONSTRAINT "timesheets_week_monday_check" CHECK (extract(isodow from week_start) = 1)
);
--> statement-breakpoint
ALTER TABLE "billing_batches" ADD CONSTRAINT "billing_batches_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_batches" ADD CONSTRAINT "billing_batches_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_batches" ADD CONSTRAINT "billing_batches_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hourly_rates" ADD CONSTRAINT "hourly_rates_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hourly_rates" ADD CONSTRAINT "hourly_rates_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hourly_rates" ADD CONSTRAINT "hourly_rates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hourly_rates" ADD CONSTRAINT "hourly_rates_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_billing_batch_id_billing_batches_id_fk" FOREIGN KEY ("billing_batch_id") REFERENCES "public"."billing_batches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_events" ADD CONSTRAINT "timesheet_events_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_events" ADD CONSTRAINT "timesheet_events_timesheet_id_timesheets_id_fk" FOREIGN KEY ("timesheet_id") REFERENCES "public"."timesheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_events" ADD CONSTRAINT "timesheet_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_batches_org_created_idx" ON "billing_batches" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "hourly_rates_project_idx" ON "hourly_rates" USING btree ("project_id") WHERE project_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "hourly_rates_user_idx" ON "hourly_rates" USING btree ("user_id") WHERE user_id is not null;--> statement-breakpoint
CREATE INDEX "hourly_rates_org_idx" ON "hourly_rates" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "time_entries_one_running_idx" ON "time_entries" USING btree ("user_id") WHERE ended_at is null;--> statement-breakpoint
CREATE INDEX "time_entries_org_user_day_idx" ON "time_entries" USING btree ("organization_id","user_id","entry_date");--> statement-breakpoint
CREATE INDEX "time_entries_org_day_idx" ON "time_entries" USING btree ("organization_id","entry_date");--> statement-breakpoint
CREATE INDEX "time_entries_task_idx" ON "time_entries" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "time_entries_unbilled_idx" ON "time_entries" USING btree ("organization_id","entry_date") WHERE is_billable and billing_batch_id is null;--> statement-breakpoint
CREATE INDEX "time_entries_batch_idx" ON "time_entries" USING btree ("billing_batch_id");--> statement-breakpoint
CREATE INDEX "timesheet_events_sheet_idx" ON "timesheet_events" USING btree ("timesheet_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "timesheets_user_week_idx" ON "timesheets" USING btree ("user_id","week_start");--> statement-breakpoint
CREATE INDEX "timesheets_org_week_idx" ON "timesheets" USING btree ("organization_id","week_start");--> statement-breakpoint
-- Hand-written (drizzle cannot express these). No two entries of one person overlap; a running timer
-- reaches to infinity, so nothing can be logged after its start until it stops.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_no_overlap" EXCLUDE USING gist ("user_id" WITH =, tstzrange("started_at", coalesce("ended_at", 'infinity'::timestamptz), '[)') WITH &&);
--> statement-breakpoint
-- A billed entry never changes; an entry of a submitted or approved week changes only after the week is
-- returned or reopened. Marking entries billed (only the billing columns change) is the one update allowed.
-- The week's row is read FOR SHARE, so an approval and an edit of that week cannot interleave.
CREATE OR REPLACE FUNCTION time_entries_guard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  week_status text;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    IF OLD.billing_batch_id IS NOT NULL THEN
      RAISE EXCEPTION 'time entry % is billed', OLD.id USING ERRCODE = 'check_violation', CONSTRAINT = 'time_entries_billed_lock';
    END IF;
    IF TG_OP = 'UPDATE' AND (NEW.user_id, NEW.task_id, NEW.entry_date, NEW.started_at, NEW.ended_at, NEW.note, NEW.is_billable)
        IS NOT DISTINCT FROM (OLD.user_id, OLD.task_id, OLD.entry_date, OLD.started_at, OLD.ended_at, OLD.note, OLD.is_billable) THEN
      RETURN NEW;
    END IF;
    SELECT status INTO week_status FROM timesheets
      WHERE user_id = OLD.user_id AND week_start = OLD.entry_date - (extract(isodow from OLD.entry_date)::int - 1)
      FOR SHARE;
    IF week_status IN ('submitted', 'approved') THEN
      RAISE EXCEPTION 'time entry % is in a locked week', OLD.id USING ERRCODE = 'check_violation', CONSTRAINT = 'time_entries_week_lock';
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT status INTO week_status FROM timesheets
      WHERE user_id = NEW.user_id AND week_start = NEW.entry_date - (extract(isodow from NEW.entry_date)::int - 1)
      FOR SHARE;
    IF week_status IN ('submitted', 'approved') THEN
      RAISE EXCEPTION 'time entry is in a locked week' USING ERRCODE = 'check_violation', CONSTRAINT = 'time_entries_week_lock';
    END IF;
    RETURN NEW;
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER time_entries_guard BEFORE INSERT OR UPDATE OR DELETE ON "time_entries"
  FOR EACH ROW EXECUTE FUNCTION time_entries_guard();
--> statement-breakpoint
-- The new permission keys join the default roles of organizations that exist already (new ones get
-- them from DEFAULT_ROLES): everyone tracks time, managers approve timesheets, admins also bill.
UPDATE "roles" SET "permissions" = "permissions" || '["time.track"]'::jsonb
  WHERE "name" IN ('Admin', 'Manager', 'Employee') AND NOT "permissions" ? 'time.track';
--> statement-breakpoint
UPDATE "roles" SET "permissions" = "permissions" || '["time.approve"]'::jsonb
  WHERE "name" IN ('Admin', 'Manager') AND NOT "permissions" ? 'time.approve';
--> statement-breakpoint
UPDATE "roles" SET "permissions" = "permissions" || '["time.billing"]'::jsonb
  WHERE "name" = 'Admin' AND NOT "permissions" ? 'time.billing';
