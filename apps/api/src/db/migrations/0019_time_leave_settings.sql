ALTER TABLE "leave_delegations" ADD COLUMN "follows_own_leave" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "leave_types" ADD COLUMN "max_days_back" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "leave_types" ADD COLUMN "proration" text DEFAULT 'joining_month' NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "allow_future_time" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "time_rounding_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "show_own_amounts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "sole_approver_policy" text DEFAULT 'auto_approve' NOT NULL;--> statement-breakpoint
ALTER TABLE "timesheets" ADD COLUMN "reopen_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "timesheets" ADD COLUMN "reopen_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "joined_on" date;--> statement-breakpoint
ALTER TABLE "leave_types" ADD CONSTRAINT "leave_types_proration_check" CHECK ("leave_types"."proration" in ('joining_month', 'days', 'none'));--> statement-breakpoint
ALTER TABLE "leave_types" ADD CONSTRAINT "leave_types_max_days_back_check" CHECK ("leave_types"."max_days_back" between 0 and 366);--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_time_rounding_check" CHECK ("organizations"."time_rounding_minutes" in (0, 1, 6, 15));--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_sole_approver_policy_check" CHECK ("organizations"."sole_approver_policy" in ('auto_approve', 'self_with_reason'));--> statement-breakpoint
-- People who joined before joining dates existed: the account's creation day is the best known.
UPDATE "users" SET "joined_on" = ("created_at" AT TIME ZONE 'UTC')::date WHERE "joined_on" IS NULL;--> statement-breakpoint
-- Sickness is reported after the fact: existing Sick types take applications up to 30 days back.
UPDATE "leave_types" SET "max_days_back" = 30 WHERE lower("name") LIKE 'sick%';
