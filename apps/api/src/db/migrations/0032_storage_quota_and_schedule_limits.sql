CREATE TABLE "organization_storage" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"used_bytes" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "plan_id" uuid;--> statement-breakpoint
ALTER TABLE "pricing_plans" ADD COLUMN "storage_quota_mb" integer DEFAULT 1024 NOT NULL;--> statement-breakpoint
ALTER TABLE "report_schedules" ADD COLUMN "stopped_reason" text;--> statement-breakpoint
ALTER TABLE "report_schedules" ADD COLUMN "stopped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organization_storage" ADD CONSTRAINT "organization_storage_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_plan_id_pricing_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."pricing_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Storage quotas (issue 38): each organization's bytes of uploaded files, kept in the same transaction as
-- the rows that hold them, whatever deletes them (a task's cascade, an unused leave document's cleanup).
INSERT INTO organization_storage (organization_id, used_bytes)
SELECT o.id, coalesce(t.bytes, 0) + coalesce(l.bytes, 0)
FROM organizations o
LEFT JOIN (SELECT organization_id, sum(size_bytes) AS bytes FROM task_attachments GROUP BY 1) t ON t.organization_id = o.id
LEFT JOIN (SELECT organization_id, sum(size_bytes) AS bytes FROM leave_attachments GROUP BY 1) l ON l.organization_id = o.id;
--> statement-breakpoint
CREATE FUNCTION count_stored_bytes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO organization_storage AS s (organization_id, used_bytes)
      SELECT organization_id, sum(size_bytes) FROM changed_rows GROUP BY organization_id
      ON CONFLICT (organization_id) DO UPDATE SET used_bytes = s.used_bytes + excluded.used_bytes;
  ELSE
    UPDATE organization_storage AS s SET used_bytes = greatest(0, s.used_bytes - d.bytes)
      FROM (SELECT organization_id, sum(size_bytes) AS bytes FROM old_rows GROUP BY organization_id) AS d
      WHERE s.organization_id = d.organization_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER task_attachments_stored_bytes_insert AFTER INSERT ON task_attachments
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION count_stored_bytes();
--> statement-breakpoint
CREATE TRIGGER task_attachments_stored_bytes_delete AFTER DELETE ON task_attachments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_stored_bytes();
--> statement-breakpoint
CREATE TRIGGER leave_attachments_stored_bytes_insert AFTER INSERT ON leave_attachments
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION count_stored_bytes();
--> statement-breakpoint
CREATE TRIGGER leave_attachments_stored_bytes_delete AFTER DELETE ON leave_attachments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_stored_bytes();
--> statement-breakpoint
-- The plans' quotas, by the seeded plans' names (a renamed or new plan keeps the default 1 GB).
UPDATE pricing_plans SET storage_quota_mb = CASE lower(name)
  WHEN 'starter' THEN 102400 WHEN 'advanced' THEN 512000 ELSE storage_quota_mb END;
--> statement-breakpoint
-- Report schedules: recipients kept sorted and without repeats, then one schedule per report, frequency,
-- format and recipients (the oldest of identical ones stays).
UPDATE report_schedules SET recipient_ids = coalesce(
  (SELECT array_agg(DISTINCT r ORDER BY r) FROM unnest(recipient_ids) AS r), '{}'::uuid[]);
--> statement-breakpoint
DELETE FROM report_schedules AS s USING report_schedules AS kept
WHERE kept.definition_id = s.definition_id AND kept.frequency = s.frequency AND kept.format = s.format
  AND kept.recipient_ids = s.recipient_ids AND (kept.created_at, kept.id) < (s.created_at, s.id);
--> statement-breakpoint
CREATE UNIQUE INDEX "report_schedules_delivery_idx" ON "report_schedules" USING btree ("definition_id","frequency","format","recipient_ids");
