CREATE TABLE "customer_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"role" text,
	"email" text,
	"phone" text,
	"whatsapp" text,
	"receives_requests" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"client_service_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"period_key" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"period_label" text NOT NULL,
	"title" text NOT NULL,
	"job_date" date NOT NULL,
	"extended_to" date,
	"extension_note" text,
	"state" text DEFAULT 'not_started' NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_jobs_state_check" CHECK ("client_jobs"."state" in ('not_started', 'in_progress', 'waiting_on_client', 'done'))
);
--> statement-breakpoint
CREATE TABLE "client_services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"assignee_id" uuid,
	"status" text DEFAULT 'active' NOT NULL,
	"starts_on" date NOT NULL,
	"ended_at" timestamp with time zone,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_services_status_check" CHECK ("client_services"."status" in ('active', 'paused', 'ended'))
);
--> statement-breakpoint
CREATE TABLE "service_extensions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"period_key" text NOT NULL,
	"extended_to" date NOT NULL,
	"note" text NOT NULL,
	"jobs_moved" integer DEFAULT 0 NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"work_type" text DEFAULT 'General Task' NOT NULL,
	"assignee_rule" text DEFAULT 'responsible' NOT NULL,
	"assignee_id" uuid,
	"estimate_hours" numeric(7, 2),
	"start_offset" integer DEFAULT 0 NOT NULL,
	"start_unit" text DEFAULT 'days' NOT NULL,
	"due_offset" integer DEFAULT 0 NOT NULL,
	"due_unit" text DEFAULT 'days' NOT NULL,
	CONSTRAINT "service_steps_rule_check" CHECK ("service_steps"."assignee_rule" in ('responsible', 'member', 'member_manager')),
	CONSTRAINT "service_steps_units_check" CHECK ("service_steps"."start_unit" in ('days', 'working_days') and "service_steps"."due_unit" in ('days', 'working_days'))
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"name_pattern" text NOT NULL,
	"description" text,
	"frequency" text NOT NULL,
	"every_months" smallint,
	"job_date_rule" jsonb NOT NULL,
	"lead_days" smallint DEFAULT 0 NOT NULL,
	"is_starter" boolean DEFAULT false NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_frequency_check" CHECK ("services"."frequency" in ('monthly', 'quarterly', 'half_yearly', 'yearly', 'every_n_months', 'one_off')),
	CONSTRAINT "services_every_months_check" CHECK (("services"."frequency" = 'every_n_months') = ("services"."every_months" is not null) and coalesce("services"."every_months", 1) between 1 and 60),
	CONSTRAINT "services_lead_days_check" CHECK ("services"."lead_days" between 0 and 366)
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "entity_type" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "pan" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "gstin" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "gst_state_code" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "tan" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "fy_end_month" smallint DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "fy_end_day" smallint DEFAULT 31 NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "responsible_id" uuid;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "fy_start_month" smallint DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "job_id" uuid;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "service_step_id" uuid;--> statement-breakpoint
ALTER TABLE "customer_contacts" ADD CONSTRAINT "customer_contacts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_contacts" ADD CONSTRAINT "customer_contacts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_jobs" ADD CONSTRAINT "client_jobs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_jobs" ADD CONSTRAINT "client_jobs_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_jobs" ADD CONSTRAINT "client_jobs_client_service_id_client_services_id_fk" FOREIGN KEY ("client_service_id") REFERENCES "public"."client_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_jobs" ADD CONSTRAINT "client_jobs_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_services" ADD CONSTRAINT "client_services_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_services" ADD CONSTRAINT "client_services_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_services" ADD CONSTRAINT "client_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_services" ADD CONSTRAINT "client_services_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_services" ADD CONSTRAINT "client_services_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_extensions" ADD CONSTRAINT "service_extensions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_extensions" ADD CONSTRAINT "service_extensions_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_extensions" ADD CONSTRAINT "service_extensions_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_steps" ADD CONSTRAINT "service_steps_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_steps" ADD CONSTRAINT "service_steps_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_steps" ADD CONSTRAINT "service_steps_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_contacts_customer_idx" ON "customer_contacts" USING btree ("customer_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "client_jobs_client_service_period_idx" ON "client_jobs" USING btree ("client_service_id","period_key");--> statement-breakpoint
CREATE INDEX "client_jobs_org_service_period_idx" ON "client_jobs" USING btree ("organization_id","service_id","period_key");--> statement-breakpoint
CREATE INDEX "client_jobs_org_customer_date_idx" ON "client_jobs" USING btree ("organization_id","customer_id","job_date");--> statement-breakpoint
CREATE INDEX "client_jobs_org_open_date_idx" ON "client_jobs" USING btree ("organization_id","job_date") WHERE state <> 'done';--> statement-breakpoint
CREATE UNIQUE INDEX "client_services_open_idx" ON "client_services" USING btree ("customer_id","service_id") WHERE status <> 'ended';--> statement-breakpoint
CREATE INDEX "client_services_org_service_idx" ON "client_services" USING btree ("organization_id","service_id","status");--> statement-breakpoint
CREATE INDEX "client_services_org_status_idx" ON "client_services" USING btree ("organization_id","status");--> statement-breakpoint
CREATE INDEX "service_extensions_service_idx" ON "service_extensions" USING btree ("service_id","period_key");--> statement-breakpoint
CREATE INDEX "service_steps_service_idx" ON "service_steps" USING btree ("service_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "services_org_name_idx" ON "services" USING btree ("organization_id",lower("name"));--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_responsible_id_users_id_fk" FOREIGN KEY ("responsible_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_job_id_client_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."client_jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_service_step_id_service_steps_id_fk" FOREIGN KEY ("service_step_id") REFERENCES "public"."service_steps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customers_org_tags_idx" ON "customers" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "customers_org_responsible_idx" ON "customers" USING btree ("organization_id","responsible_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_org_gstin_idx" ON "customers" USING btree ("organization_id","gstin") WHERE gstin is not null;--> statement-breakpoint
CREATE INDEX "tasks_job_idx" ON "tasks" USING btree ("job_id") WHERE job_id is not null;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_fy_end_check" CHECK ("customers"."fy_end_month" between 1 and 12 and "customers"."fy_end_day" between 1 and 31);--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_fy_start_month_check" CHECK ("organizations"."fy_start_month" between 1 and 12);
--> statement-breakpoint
-- A job's state follows its step tasks, in the transaction that changes them (decision 043): done when all
-- are completed, in progress when one has started or completed, otherwise not started. Issue 41 adds
-- waiting on client (an open request item) by replacing refresh_job_states.
CREATE FUNCTION refresh_job_states(job_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF job_ids IS NULL OR cardinality(job_ids) = 0 THEN
    RETURN;
  END IF;
  UPDATE client_jobs AS j
     SET state = s.state,
         completed_at = CASE WHEN s.state = 'done' THEN coalesce(j.completed_at, now()) END
    FROM (
      SELECT job.id,
             CASE
               WHEN count(t.id) > 0 AND count(t.id) FILTER (WHERE t.status = 'Completed') = count(t.id) THEN 'done'
               WHEN count(t.id) FILTER (WHERE t.status IN ('In Progress', 'Completed')) > 0 THEN 'in_progress'
               ELSE 'not_started'
             END AS state
        FROM client_jobs AS job
        LEFT JOIN tasks AS t ON t.job_id = job.id
       WHERE job.id = ANY (job_ids)
       GROUP BY job.id
    ) AS s
   WHERE j.id = s.id AND j.state IS DISTINCT FROM s.state;
END $$;
--> statement-breakpoint
CREATE FUNCTION tasks_refresh_job_states() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT job_id) INTO ids FROM changed_rows WHERE job_id IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT job_id) INTO ids FROM old_rows WHERE job_id IS NOT NULL;
  ELSE
    -- Only a change of status or job moves a job's state (a priority change or a comment does not).
    SELECT array_agg(DISTINCT moved.job_id) INTO ids
      FROM old_rows AS o
      JOIN changed_rows AS n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES (o.job_id), (n.job_id)) AS moved (job_id)
     WHERE (o.status, o.job_id) IS DISTINCT FROM (n.status, n.job_id) AND moved.job_id IS NOT NULL;
  END IF;
  PERFORM refresh_job_states(ids);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER tasks_job_states_insert AFTER INSERT ON tasks
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION tasks_refresh_job_states();
--> statement-breakpoint
CREATE TRIGGER tasks_job_states_update AFTER UPDATE ON tasks
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION tasks_refresh_job_states();
--> statement-breakpoint
CREATE TRIGGER tasks_job_states_delete AFTER DELETE ON tasks
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tasks_refresh_job_states();
--> statement-breakpoint
-- The new tables are announced like every other (migration 0017): kept answers may read them.
DO $$
DECLARE
  announced text[] := ARRAY['customer_contacts', 'services', 'service_steps', 'client_services', 'client_jobs', 'service_extensions'];
  name text;
BEGIN
  FOREACH name IN ARRAY announced LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_rows_changed()', name || '_rows_changed_insert', name);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_rows_changed()', name || '_rows_changed_update', name);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_rows_changed()', name || '_rows_changed_delete', name);
  END LOOP;
END $$;
