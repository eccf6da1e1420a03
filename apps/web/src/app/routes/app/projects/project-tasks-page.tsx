import { ListChecks, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { QueryState } from '../../../../components/ui/query-state';
import { ProjectTaskList } from '../../../../features/projects/components/project-task-list';
import { useTasks } from '../../../../features/tasks/api/task-api';
import { useCan } from '../../../../lib/auth';
import { useProjectOutlet } from './project-page';

const SHOWN = 15;

/** The project page's Tasks tab: the next tasks by due date, and the way to the full, filterable list. */
export default function ProjectTasksPage() {
  const { project } = useProjectOutlet();
  const canCreate = useCan('tasks.create');
  const tasks = useTasks({ projectId: project.id, sort: 'dueDate', pageSize: SHOWN });
  const listUrl = `/app/tasks?projectId=${project.id}`;
  const newTask = canCreate && (
    <Link to={`/app/tasks/new?projectId=${project.id}`} className={buttonClasses('primary')}>
      <Plus aria-hidden className="size-4" />
      Assign New Task
    </Link>
  );

  return (
    <section aria-labelledby="project-tasks-heading" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="project-tasks-heading" className="text-lg font-semibold">
          Tasks
        </h2>
        <div className="flex flex-wrap gap-2">
          <Link to={listUrl} className={buttonClasses('secondary')}>
            Open in the Task List
          </Link>
          {newTask}
        </div>
      </div>
      <QueryState
        query={tasks}
        rows={5}
        loading="Loading the tasks…"
        failed="Could not load the tasks. Try again later."
        isEmpty={(answer) => answer.data.length === 0}
        empty={
          <EmptyState
            icon={ListChecks}
            title="No tasks in this project yet"
            description="Tasks assigned in this project appear here, on its board and in its progress."
            action={newTask}
          />
        }
      >
        {(answer) => (
          <>
            <ProjectTaskList tasks={answer.data} />
            {answer.meta.total > answer.data.length && (
              <p className="text-sm text-slate-600 dark:text-slate-400">
                Showing the first {answer.data.length} of {answer.meta.total} by due date.{' '}
                <Link to={listUrl} className="font-medium text-brand-700 hover:underline dark:text-brand-300">
                  See them all
                </Link>
              </p>
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}
