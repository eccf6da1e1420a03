-- The Task Report's Summary (company × user, over everything or a due-date range) counts from this index
-- alone, without the table (an index-only scan of about a quarter of its size): every column it filters,
-- groups and counts by. Issue 45: on the large seed (100,000 tasks) the year's Summary went from a
-- bitmap scan of the table to an index-only scan, the whole organization's from a sequential scan.
CREATE INDEX "tasks_org_due_report_idx" ON "tasks" USING btree ("organization_id","due_date","customer_id","assignee_id","status","completed_at");
