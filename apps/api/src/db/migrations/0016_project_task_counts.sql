CREATE TABLE "project_task_counts" (
	"project_id" uuid PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_task_counts" ADD CONSTRAINT "project_task_counts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "project_task_counts" ("project_id", "total", "completed")
  SELECT "project_id", count(*), count(*) FILTER (WHERE "status" = 'Completed')
  FROM "tasks" WHERE "project_id" IS NOT NULL GROUP BY "project_id";
--> statement-breakpoint
-- One grouped change per statement (a bulk update or an import of thousands of tasks touches each
-- project's row once), projects in id order so concurrent statements lock them in the same order.
CREATE OR REPLACE FUNCTION project_task_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO project_task_counts AS c (project_id, total, completed)
      SELECT project_id, count(*), count(*) FILTER (WHERE status = 'Completed')
      FROM new_rows WHERE project_id IS NOT NULL GROUP BY project_id ORDER BY project_id
      ON CONFLICT (project_id) DO UPDATE
        SET total = c.total + EXCLUDED.total, completed = c.completed + EXCLUDED.completed;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE project_task_counts AS c
      SET total = c.total - gone.total, completed = c.completed - gone.completed
      FROM (SELECT project_id, count(*) AS total, count(*) FILTER (WHERE status = 'Completed') AS completed
            FROM old_rows WHERE project_id IS NOT NULL GROUP BY project_id) AS gone
      WHERE c.project_id = gone.project_id;
  ELSE
    INSERT INTO project_task_counts AS c (project_id, total, completed)
      SELECT project_id, sum(total), sum(completed) FROM (
          SELECT project_id, -1 AS total, -(status = 'Completed')::int AS completed
          FROM old_rows WHERE project_id IS NOT NULL
          UNION ALL
          SELECT project_id, 1, (status = 'Completed')::int FROM new_rows WHERE project_id IS NOT NULL
        ) AS moves
      GROUP BY project_id HAVING sum(total) <> 0 OR sum(completed) <> 0 ORDER BY project_id
      ON CONFLICT (project_id) DO UPDATE
        SET total = c.total + EXCLUDED.total, completed = c.completed + EXCLUDED.completed;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER tasks_project_counts_insert AFTER INSERT ON tasks
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION project_task_counts_apply();
--> statement-breakpoint
CREATE TRIGGER tasks_project_counts_update AFTER UPDATE ON tasks
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION project_task_counts_apply();
--> statement-breakpoint
CREATE TRIGGER tasks_project_counts_delete AFTER DELETE ON tasks
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION project_task_counts_apply();
