CREATE TABLE "client_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"request_id" uuid,
	"token_hash" text NOT NULL,
	"sent_to" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_request_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"item_id" uuid,
	"kind" text NOT NULL,
	"detail" text,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_request_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"file" text NOT NULL,
	"mime" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"task_attachment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_request_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"note" text,
	"wants_file" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"client_note" text,
	"return_reason" text,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"reviewed_by_id" uuid,
	CONSTRAINT "client_request_items_status_check" CHECK ("client_request_items"."status" in ('pending', 'submitted', 'accepted', 'returned'))
);
--> statement-breakpoint
CREATE TABLE "client_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"job_id" uuid,
	"service_step_id" uuid,
	"title" text NOT NULL,
	"message" text,
	"due_on" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"contact_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"remind_days_before" smallint[] DEFAULT '{7,3,1}'::smallint[] NOT NULL,
	"remind_every_days_after" smallint DEFAULT 3 NOT NULL,
	"reminders_paused" boolean DEFAULT false NOT NULL,
	"last_reminded_on" date,
	"reminders_sent" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"acknowledged_at" timestamp with time zone,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_requests_status_check" CHECK ("client_requests"."status" in ('open', 'complete', 'cancelled')),
	CONSTRAINT "client_requests_remind_after_check" CHECK ("client_requests"."remind_every_days_after" between 0 and 30)
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "client_link_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "service_steps" ADD COLUMN "request_template" jsonb;--> statement-breakpoint
ALTER TABLE "client_links" ADD CONSTRAINT "client_links_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_links" ADD CONSTRAINT "client_links_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_links" ADD CONSTRAINT "client_links_request_id_client_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."client_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_links" ADD CONSTRAINT "client_links_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_request_events" ADD CONSTRAINT "client_request_events_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_request_events" ADD CONSTRAINT "client_request_events_request_id_client_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."client_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_request_events" ADD CONSTRAINT "client_request_events_item_id_client_request_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."client_request_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_request_events" ADD CONSTRAINT "client_request_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_request_files" ADD CONSTRAINT "client_request_files_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_request_files" ADD CONSTRAINT "client_request_files_request_id_client_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."client_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_request_files" ADD CONSTRAINT "client_request_files_item_id_client_request_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."client_request_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_request_files" ADD CONSTRAINT "client_request_files_task_attachment_id_task_attachments_id_fk" FOREIGN KEY ("task_attachment_id") REFERENCES "public"."task_attachments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_request_items" ADD CONSTRAINT "client_request_items_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_request_items" ADD CONSTRAINT "client_request_items_request_id_client_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."client_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_request_items" ADD CONSTRAINT "client_request_items_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_requests" ADD CONSTRAINT "client_requests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_requests" ADD CONSTRAINT "client_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_requests" ADD CONSTRAINT "client_requests_job_id_client_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."client_jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_requests" ADD CONSTRAINT "client_requests_service_step_id_service_steps_id_fk" FOREIGN KEY ("service_step_id") REFERENCES "public"."service_steps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_requests" ADD CONSTRAINT "client_requests_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "client_links_token_hash_idx" ON "client_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "client_links_customer_idx" ON "client_links" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "client_request_events_request_idx" ON "client_request_events" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "client_request_files_item_idx" ON "client_request_files" USING btree ("item_id","created_at");--> statement-breakpoint
CREATE INDEX "client_request_items_request_idx" ON "client_request_items" USING btree ("request_id","position");--> statement-breakpoint
CREATE INDEX "client_requests_org_status_due_idx" ON "client_requests" USING btree ("organization_id","status","due_on");--> statement-breakpoint
CREATE INDEX "client_requests_customer_idx" ON "client_requests" USING btree ("customer_id","status");--> statement-breakpoint
CREATE INDEX "client_requests_job_idx" ON "client_requests" USING btree ("job_id") WHERE job_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "client_requests_job_step_idx" ON "client_requests" USING btree ("job_id","service_step_id") WHERE job_id is not null and service_step_id is not null;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_client_link_days_check" CHECK ("organizations"."client_link_days" between 1 and 365);--> statement-breakpoint
-- A client's files count against the organization's storage quota like every other upload (issue 41).
CREATE TRIGGER client_request_files_stored_bytes_insert AFTER INSERT ON client_request_files
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION count_stored_bytes();
--> statement-breakpoint
CREATE TRIGGER client_request_files_stored_bytes_delete AFTER DELETE ON client_request_files
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_stored_bytes();
--> statement-breakpoint
-- A job waits on its client while a request on it has an item the client still owes (pending or
-- returned): done still wins (the work was finished), otherwise waiting on client comes before the tasks'
-- progress. Replaces 0034's function; the request tables' triggers below call it too.
CREATE OR REPLACE FUNCTION refresh_job_states(job_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
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
               WHEN EXISTS (
                 SELECT 1 FROM client_requests AS r
                   JOIN client_request_items AS i ON i.request_id = r.id
                  WHERE r.job_id = job.id AND r.status = 'open' AND i.status IN ('pending', 'returned')
               ) THEN 'waiting_on_client'
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
CREATE FUNCTION client_requests_refresh_job_states() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT job_id) INTO ids FROM old_rows WHERE job_id IS NOT NULL;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT job_id) INTO ids FROM changed_rows WHERE job_id IS NOT NULL;
  ELSE
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
CREATE TRIGGER client_requests_job_states_insert AFTER INSERT ON client_requests
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION client_requests_refresh_job_states();
--> statement-breakpoint
CREATE TRIGGER client_requests_job_states_update AFTER UPDATE ON client_requests
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION client_requests_refresh_job_states();
--> statement-breakpoint
CREATE TRIGGER client_requests_job_states_delete AFTER DELETE ON client_requests
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION client_requests_refresh_job_states();
--> statement-breakpoint
-- An item's status moves its request's job (items of a request are added with the request, in its
-- transaction, so the insert is counted too).
CREATE FUNCTION client_request_items_refresh_job_states() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT r.job_id) INTO ids
      FROM client_requests AS r WHERE r.job_id IS NOT NULL AND r.id IN (SELECT request_id FROM old_rows);
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT r.job_id) INTO ids
      FROM client_requests AS r WHERE r.job_id IS NOT NULL AND r.id IN (SELECT request_id FROM changed_rows);
  ELSE
    SELECT array_agg(DISTINCT r.job_id) INTO ids
      FROM client_requests AS r
     WHERE r.job_id IS NOT NULL
       AND r.id IN (
         SELECT n.request_id FROM old_rows AS o JOIN changed_rows AS n ON n.id = o.id
          WHERE o.status IS DISTINCT FROM n.status
       );
  END IF;
  PERFORM refresh_job_states(ids);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER client_request_items_job_states_insert AFTER INSERT ON client_request_items
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION client_request_items_refresh_job_states();
--> statement-breakpoint
CREATE TRIGGER client_request_items_job_states_update AFTER UPDATE ON client_request_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION client_request_items_refresh_job_states();
--> statement-breakpoint
CREATE TRIGGER client_request_items_job_states_delete AFTER DELETE ON client_request_items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION client_request_items_refresh_job_states();
--> statement-breakpoint
-- The Client Requests permissions: administrators and the default Manager role hold both, as new
-- organizations' roles do (packages/shared/src/permissions.ts).
UPDATE "roles" SET "permissions" = "permissions" || '["requests.view"]'::jsonb
  WHERE ("is_admin" OR "name" IN ('Admin', 'Manager')) AND NOT "permissions" ? 'requests.view';
--> statement-breakpoint
UPDATE "roles" SET "permissions" = "permissions" || '["requests.manage"]'::jsonb
  WHERE ("is_admin" OR "name" IN ('Admin', 'Manager')) AND NOT "permissions" ? 'requests.manage';
