CREATE TABLE "billing_settings" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"legal_name" text,
	"gstin" text,
	"gst_state_code" text,
	"pan" text,
	"invoice_prefix" text DEFAULT 'INV' NOT NULL,
	"credit_note_prefix" text DEFAULT 'CN' NOT NULL,
	"default_sac" text DEFAULT '998222' NOT NULL,
	"default_tax_rate_bp" integer DEFAULT 1800 NOT NULL,
	"tax_name" text DEFAULT 'GST' NOT NULL,
	"payment_terms_days" integer DEFAULT 15 NOT NULL,
	"payment_instructions" text,
	"footer" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_settings_rate_check" CHECK ("billing_settings"."default_tax_rate_bp" between 0 and 10000),
	CONSTRAINT "billing_settings_terms_check" CHECK ("billing_settings"."payment_terms_days" between 0 and 365)
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"organization_id" uuid NOT NULL,
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_counters_organization_id_series_financial_year_pk" PRIMARY KEY("organization_id","series","financial_year")
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"kind" text DEFAULT 'item' NOT NULL,
	"description" text NOT NULL,
	"sac_code" text,
	"quantity_milli" integer DEFAULT 1000 NOT NULL,
	"unit_price_minor" bigint NOT NULL,
	"amount_minor" bigint NOT NULL,
	"tax_rate_bp" integer DEFAULT 0 NOT NULL,
	"cgst_minor" bigint DEFAULT 0 NOT NULL,
	"sgst_minor" bigint DEFAULT 0 NOT NULL,
	"igst_minor" bigint DEFAULT 0 NOT NULL,
	"other_tax_minor" bigint DEFAULT 0 NOT NULL,
	"client_job_id" uuid,
	"client_service_id" uuid,
	"service_id" uuid,
	"user_id" uuid,
	"minutes" integer,
	"is_voided" boolean DEFAULT false NOT NULL,
	CONSTRAINT "invoice_lines_kind_check" CHECK ("invoice_lines"."kind" in ('fee', 'time', 'item')),
	CONSTRAINT "invoice_lines_rate_check" CHECK ("invoice_lines"."tax_rate_bp" between 0 and 10000),
	CONSTRAINT "invoice_lines_quantity_check" CHECK ("invoice_lines"."quantity_milli" > 0),
	CONSTRAINT "invoice_lines_amounts_check" CHECK ("invoice_lines"."unit_price_minor" >= 0 and "invoice_lines"."amount_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"kind" text DEFAULT 'invoice' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"credit_note_of_id" uuid,
	"series" text,
	"financial_year" text,
	"sequence" integer,
	"number" text,
	"issue_date" date,
	"due_date" date,
	"place_of_supply" text,
	"currency" text NOT NULL,
	"supplier" jsonb,
	"recipient" jsonb,
	"subtotal_minor" bigint DEFAULT 0 NOT NULL,
	"cgst_minor" bigint DEFAULT 0 NOT NULL,
	"sgst_minor" bigint DEFAULT 0 NOT NULL,
	"igst_minor" bigint DEFAULT 0 NOT NULL,
	"other_tax_minor" bigint DEFAULT 0 NOT NULL,
	"total_minor" bigint DEFAULT 0 NOT NULL,
	"paid_minor" bigint DEFAULT 0 NOT NULL,
	"credited_minor" bigint DEFAULT 0 NOT NULL,
	"period_label" text,
	"notes" text,
	"void_reason" text,
	"issued_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_kind_check" CHECK ("invoices"."kind" in ('invoice', 'credit_note')),
	CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('draft', 'issued', 'void')),
	CONSTRAINT "invoices_issued_numbered" CHECK (("invoices"."status" = 'draft') = ("invoices"."number" is null) and ("invoices"."status" = 'draft') = ("invoices"."issue_date" is null)),
	CONSTRAINT "invoices_credit_note_of" CHECK (("invoices"."kind" = 'credit_note') = ("invoices"."credit_note_of_id" is not null)),
	CONSTRAINT "invoices_amounts_check" CHECK ("invoices"."subtotal_minor" >= 0 and "invoices"."total_minor" >= 0 and "invoices"."paid_minor" >= 0 and "invoices"."credited_minor" >= 0),
	CONSTRAINT "invoices_not_overpaid" CHECK ("invoices"."paid_minor" + "invoices"."credited_minor" <= "invoices"."total_minor")
);
--> statement-breakpoint
CREATE TABLE "payment_allocations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"amount_minor" bigint NOT NULL,
	CONSTRAINT "payment_allocations_amount_check" CHECK ("payment_allocations"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"received_on" date NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"mode" text NOT NULL,
	"reference" text,
	"note" text,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_minor" > 0),
	CONSTRAINT "payments_mode_check" CHECK ("payments"."mode" in ('upi', 'bank_transfer', 'cheque', 'cash', 'card'))
);
--> statement-breakpoint
ALTER TABLE "client_services" ADD COLUMN "billing_mode" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "client_services" ADD COLUMN "fee_minor" bigint;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "sac_code" text;--> statement-breakpoint
ALTER TABLE "billing_batches" ADD COLUMN "invoice_id" uuid;--> statement-breakpoint
ALTER TABLE "time_entries" ADD COLUMN "invoice_line_id" uuid;--> statement-breakpoint
ALTER TABLE "billing_settings" ADD CONSTRAINT "billing_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_counters" ADD CONSTRAINT "invoice_counters_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_client_job_id_client_jobs_id_fk" FOREIGN KEY ("client_job_id") REFERENCES "public"."client_jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_client_service_id_client_services_id_fk" FOREIGN KEY ("client_service_id") REFERENCES "public"."client_services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credit_note_of_id_invoices_id_fk" FOREIGN KEY ("credit_note_of_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_job_fee_idx" ON "invoice_lines" USING btree ("client_job_id") WHERE client_job_id is not null and not is_voided;--> statement-breakpoint
CREATE INDEX "invoice_lines_org_service_idx" ON "invoice_lines" USING btree ("organization_id","service_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_org_number_idx" ON "invoices" USING btree ("organization_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_org_series_sequence_idx" ON "invoices" USING btree ("organization_id","series","financial_year","sequence");--> statement-breakpoint
CREATE INDEX "invoices_org_customer_idx" ON "invoices" USING btree ("organization_id","customer_id","status");--> statement-breakpoint
CREATE INDEX "invoices_org_status_date_idx" ON "invoices" USING btree ("organization_id","status","issue_date");--> statement-breakpoint
CREATE INDEX "invoices_credit_note_of_idx" ON "invoices" USING btree ("credit_note_of_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_allocations_payment_invoice_idx" ON "payment_allocations" USING btree ("payment_id","invoice_id");--> statement-breakpoint
CREATE INDEX "payment_allocations_invoice_idx" ON "payment_allocations" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "payments_org_customer_idx" ON "payments" USING btree ("organization_id","customer_id","received_on");--> statement-breakpoint
CREATE INDEX "payments_org_received_idx" ON "payments" USING btree ("organization_id","received_on");--> statement-breakpoint
ALTER TABLE "billing_batches" ADD CONSTRAINT "billing_batches_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_invoice_line_id_invoice_lines_id_fk" FOREIGN KEY ("invoice_line_id") REFERENCES "public"."invoice_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_batches_invoice_idx" ON "billing_batches" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "time_entries_invoice_line_idx" ON "time_entries" USING btree ("invoice_line_id");--> statement-breakpoint
ALTER TABLE "client_services" ADD CONSTRAINT "client_services_billing_mode_check" CHECK ("client_services"."billing_mode" in ('fixed', 'hourly', 'none'));--> statement-breakpoint
ALTER TABLE "client_services" ADD CONSTRAINT "client_services_fee_check" CHECK (("client_services"."billing_mode" = 'fixed') = ("client_services"."fee_minor" is not null) and coalesce("client_services"."fee_minor", 0) >= 0);--> statement-breakpoint
-- Hand-written (decision 047). A billed entry stays locked, but the billing columns themselves may move:
-- an invoice's issue bills its reserved entries and a void gives them back. An entry reserved on an
-- invoice (draft or issued) cannot change what it records: remove it from the draft first.
CREATE OR REPLACE FUNCTION time_entries_guard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  week_status text;
BEGIN
  IF TG_OP = 'UPDATE' AND (NEW.user_id, NEW.task_id, NEW.entry_date, NEW.started_at, NEW.ended_at, NEW.typed_minutes, NEW.note, NEW.is_billable)
      IS NOT DISTINCT FROM (OLD.user_id, OLD.task_id, OLD.entry_date, OLD.started_at, OLD.ended_at, OLD.typed_minutes, OLD.note, OLD.is_billable) THEN
    RETURN NEW;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    IF OLD.billing_batch_id IS NOT NULL THEN
      RAISE EXCEPTION 'time entry % is billed', OLD.id USING ERRCODE = 'check_violation', CONSTRAINT = 'time_entries_billed_lock';
    END IF;
    IF OLD.invoice_line_id IS NOT NULL THEN
      RAISE EXCEPTION 'time entry % is on an invoice', OLD.id USING ERRCODE = 'check_violation', CONSTRAINT = 'time_entries_invoice_lock';
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
-- An issued document never changes: only what is owed on it moves (payments, credit notes) and a void
-- (status, when, why). Its lines change only by being voided with it. Drafts are free.
CREATE OR REPLACE FUNCTION invoices_issued_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'draft' THEN
    RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  END IF;
  IF TG_OP = 'DELETE' THEN
    -- Deleting the organization deletes its documents with it (the cascade runs after its row is gone).
    IF NOT EXISTS (SELECT 1 FROM organizations WHERE id = OLD.organization_id) THEN
      RETURN OLD;
    END IF;
    RAISE EXCEPTION 'invoice % is issued', OLD.id USING ERRCODE = 'check_violation', CONSTRAINT = 'invoices_issued_lock';
  END IF;
  IF OLD.status = 'void' AND NEW.status <> 'void' OR NEW.status = 'draft'
      OR (NEW.customer_id, NEW.kind, NEW.credit_note_of_id, NEW.series, NEW.financial_year, NEW.sequence, NEW.number,
          NEW.issue_date, NEW.due_date, NEW.place_of_supply, NEW.currency, NEW.supplier, NEW.recipient,
          NEW.subtotal_minor, NEW.cgst_minor, NEW.sgst_minor, NEW.igst_minor, NEW.other_tax_minor, NEW.total_minor,
          NEW.period_label, NEW.notes, NEW.issued_at)
        IS DISTINCT FROM
         (OLD.customer_id, OLD.kind, OLD.credit_note_of_id, OLD.series, OLD.financial_year, OLD.sequence, OLD.number,
          OLD.issue_date, OLD.due_date, OLD.place_of_supply, OLD.currency, OLD.supplier, OLD.recipient,
          OLD.subtotal_minor, OLD.cgst_minor, OLD.sgst_minor, OLD.igst_minor, OLD.other_tax_minor, OLD.total_minor,
          OLD.period_label, OLD.notes, OLD.issued_at) THEN
    RAISE EXCEPTION 'invoice % is issued', OLD.id USING ERRCODE = 'check_violation', CONSTRAINT = 'invoices_issued_lock';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER invoices_issued_guard BEFORE UPDATE OR DELETE ON "invoices"
  FOR EACH ROW EXECUTE FUNCTION invoices_issued_guard();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION invoice_lines_issued_guard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  invoice_status text;
BEGIN
  SELECT status INTO invoice_status FROM invoices WHERE id = coalesce(NEW.invoice_id, OLD.invoice_id);
  -- A draft's lines are free; a line deleted with its invoice (an organization deleted) finds none.
  IF invoice_status IS NULL OR invoice_status = 'draft'
      OR NOT EXISTS (SELECT 1 FROM organizations WHERE id = coalesce(NEW.organization_id, OLD.organization_id)) THEN
    RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  END IF;
  IF TG_OP = 'UPDATE' AND to_jsonb(NEW) - 'is_voided' - 'client_job_id' - 'client_service_id' - 'service_id' - 'user_id'
      = to_jsonb(OLD) - 'is_voided' - 'client_job_id' - 'client_service_id' - 'service_id' - 'user_id' THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'invoice % is issued', coalesce(NEW.invoice_id, OLD.invoice_id)
    USING ERRCODE = 'check_violation', CONSTRAINT = 'invoices_issued_lock';
END $$;
--> statement-breakpoint
CREATE TRIGGER invoice_lines_issued_guard BEFORE INSERT OR UPDATE OR DELETE ON "invoice_lines"
  FOR EACH ROW EXECUTE FUNCTION invoice_lines_issued_guard();
