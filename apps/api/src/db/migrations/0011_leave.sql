CREATE TABLE "leave_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"uploaded_by_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"file" text NOT NULL,
	"mime" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leave_blackouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"department_id" uuid,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"effect" text NOT NULL,
	"reason" text NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_blackouts_dates_check" CHECK ("leave_blackouts"."end_date" >= "leave_blackouts"."start_date"),
	CONSTRAINT "leave_blackouts_effect_check" CHECK ("leave_blackouts"."effect" in ('refuse', 'extra_approval'))
);
--> statement-breakpoint
CREATE TABLE "leave_delegations" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"away_from" date,
	"away_to" date,
	"delegate_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leave_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"leave_type_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"kind" text NOT NULL,
	"days" numeric(6, 1) NOT NULL,
	"reason" text,
	"leave_request_id" uuid,
	"period_key" text,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_ledger_kind_check" CHECK ("leave_ledger"."kind" in ('allocation', 'accrual', 'adjustment', 'usage', 'reversal', 'carry_forward', 'expiry'))
);
--> statement-breakpoint
CREATE TABLE "leave_request_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"leave_request_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"approver_id" uuid,
	"role_id" uuid,
	"status" text DEFAULT 'waiting' NOT NULL,
	"started_at" timestamp with time zone,
	"escalation_level" integer DEFAULT 0 NOT NULL,
	"escalated_at" timestamp with time zone,
	"decided_by_id" uuid,
	"on_behalf_of_id" uuid,
	"decided_at" timestamp with time zone,
	"comment" text,
	CONSTRAINT "leave_request_steps_status_check" CHECK ("leave_request_steps"."status" in ('waiting', 'pending', 'approved', 'rejected', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "leave_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"leave_type_id" uuid NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"from_date_half" boolean DEFAULT false NOT NULL,
	"to_date_half" boolean DEFAULT false NOT NULL,
	"total_days" numeric(6, 1) NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"reason" text NOT NULL,
	"address_during_leave" text NOT NULL,
	"emergency_contact" text NOT NULL,
	"work_assignee_id" uuid,
	"attachment_id" uuid,
	"current_step" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_requests_attachment_id_unique" UNIQUE("attachment_id"),
	CONSTRAINT "leave_requests_dates_check" CHECK ("leave_requests"."to_date" >= "leave_requests"."from_date"),
	CONSTRAINT "leave_requests_status_check" CHECK ("leave_requests"."status" in ('Pending', 'Approved', 'Rejected', 'Cancelled'))
);
--> statement-breakpoint
CREATE TABLE "leave_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"is_paid" boolean DEFAULT true NOT NULL,
	"yearly_allocation" numeric(6, 1) DEFAULT 0 NOT NULL,
	"accrual" text DEFAULT 'yearly' NOT NULL,
	"allows_half_days" boolean DEFAULT true NOT NULL,
	"tracks_balance" boolean DEFAULT true NOT NULL,
	"carry_forward_cap" numeric(6, 1) DEFAULT 0 NOT NULL,
	"document_required_after_days" numeric(6, 1),
	"approval_steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"escalation_days" integer,
	"is_archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_types_accrual_check" CHECK ("leave_types"."accrual" in ('yearly', 'monthly'))
);
--> statement-breakpoint
ALTER TABLE "leave_attachments" ADD CONSTRAINT "leave_attachments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_attachments" ADD CONSTRAINT "leave_attachments_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_blackouts" ADD CONSTRAINT "leave_blackouts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_blackouts" ADD CONSTRAINT "leave_blackouts_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_blackouts" ADD CONSTRAINT "leave_blackouts_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_delegations" ADD CONSTRAINT "leave_delegations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_delegations" ADD CONSTRAINT "leave_delegations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_delegations" ADD CONSTRAINT "leave_delegations_delegate_id_users_id_fk" FOREIGN KEY ("delegate_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_ledger" ADD CONSTRAINT "leave_ledger_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_ledger" ADD CONSTRAINT "leave_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_ledger" ADD CONSTRAINT "leave_ledger_leave_type_id_leave_types_id_fk" FOREIGN KEY ("leave_type_id") REFERENCES "public"."leave_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_ledger" ADD CONSTRAINT "leave_ledger_leave_request_id_leave_requests_id_fk" FOREIGN KEY ("leave_request_id") REFERENCES "public"."leave_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_ledger" ADD CONSTRAINT "leave_ledger_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_request_steps" ADD CONSTRAINT "leave_request_steps_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_request_steps" ADD CONSTRAINT "leave_request_steps_leave_request_id_leave_requests_id_fk" FOREIGN KEY ("leave_request_id") REFERENCES "public"."leave_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_request_steps" ADD CONSTRAINT "leave_request_steps_approver_id_users_id_fk" FOREIGN KEY ("approver_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_request_steps" ADD CONSTRAINT "leave_request_steps_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_request_steps" ADD CONSTRAINT "leave_request_steps_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_request_steps" ADD CONSTRAINT "leave_request_steps_on_behalf_of_id_users_id_fk" FOREIGN KEY ("on_behalf_of_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_leave_type_id_leave_types_id_fk" FOREIGN KEY ("leave_type_id") REFERENCES "public"."leave_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_work_assignee_id_users_id_fk" FOREIGN KEY ("work_assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_attachment_id_leave_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."leave_attachments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_types" ADD CONSTRAINT "leave_types_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leave_attachments_uploader_idx" ON "leave_attachments" USING btree ("uploaded_by_id");--> statement-breakpoint
CREATE INDEX "leave_blackouts_org_idx" ON "leave_blackouts" USING btree ("organization_id","end_date","start_date");--> statement-breakpoint
CREATE INDEX "leave_delegations_delegate_idx" ON "leave_delegations" USING btree ("delegate_id");--> statement-breakpoint
CREATE INDEX "leave_ledger_balance_idx" ON "leave_ledger" USING btree ("user_id","year","leave_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "leave_ledger_period_idx" ON "leave_ledger" USING btree ("user_id","leave_type_id","period_key") WHERE period_key is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "leave_ledger_request_idx" ON "leave_ledger" USING btree ("leave_request_id","kind","year") WHERE leave_request_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "leave_request_steps_position_idx" ON "leave_request_steps" USING btree ("leave_request_id","position");--> statement-breakpoint
CREATE INDEX "leave_request_steps_approver_idx" ON "leave_request_steps" USING btree ("approver_id","leave_request_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "leave_request_steps_role_idx" ON "leave_request_steps" USING btree ("role_id","leave_request_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "leave_requests_user_idx" ON "leave_requests" USING btree ("user_id","from_date");--> statement-breakpoint
CREATE INDEX "leave_requests_org_status_idx" ON "leave_requests" USING btree ("organization_id","status","from_date");--> statement-breakpoint
CREATE INDEX "leave_requests_org_from_idx" ON "leave_requests" USING btree ("organization_id","from_date","id");--> statement-breakpoint
CREATE INDEX "leave_requests_org_type_idx" ON "leave_requests" USING btree ("organization_id","leave_type_id");--> statement-breakpoint
CREATE INDEX "leave_requests_org_range_idx" ON "leave_requests" USING btree ("organization_id","to_date","from_date");--> statement-breakpoint
CREATE UNIQUE INDEX "leave_types_org_name_idx" ON "leave_types" USING btree ("organization_id",lower("name"));--> statement-breakpoint
-- The leave ledger is append-only: a balance is the sum of its rows, so no row may change afterwards.
CREATE FUNCTION leave_ledger_refuse_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'leave_ledger is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER leave_ledger_append_only BEFORE UPDATE ON leave_ledger
  FOR EACH ROW EXECUTE FUNCTION leave_ledger_refuse_update();
