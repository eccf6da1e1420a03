import { clsx } from 'clsx';
import { List } from 'lucide-react';
import { Link } from 'react-router';
import { ChoiceSelect } from '../../../../components/forms/choice-select';
import { buttonClasses } from '../../../../components/ui/button';
import { PageHeader } from '../../../../components/ui/page-header';
import {
  type TaskBoardParams,
  type TaskScope,
  toSearchParams,
} from '../../../../features/tasks/api/task-api';
import { TaskBoard } from '../../../../features/tasks/components/board/task-board';
import { useTaskPickerAccess } from '../../../../features/tasks/components/task-choices';
import { useCan } from '../../../../lib/auth';
import { customerSource, peopleSource, projectSource } from '../../../../lib/choice-sources';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { setOrDelete, useUrlParams } from '../../../../lib/use-url-params';

/** The Task List's filters the board understands, under the same names, so a list view opens as a board. */
const BOARD_FILTERS = ['projectId', 'assigneeId', 'customerId', 'departmentId', 'priority', 'q'] as const;
const SCOPES: { scope: TaskScope; label: string }[] = [
  { scope: 'mine', label: 'My tasks' },
  { scope: 'team', label: 'My team' },
  { scope: 'all', label: 'All tasks' },
];

/** /app/board: my tasks by status, or the tasks of any Task List filter given in the URL. */
export default function BoardPage() {
  useDocumentTitle('Board');
  const [searchParams, setParams] = useUrlParams();
  const canViewAll = useCan('tasks.view_all');
  const access = useTaskPickerAccess();
  const filters: TaskBoardParams = {};
  for (const name of BOARD_FILTERS) {
    const value = searchParams.get(name);
    if (value) filters[name] = value;
  }
  const hasFilters = Object.keys(filters).length > 0;
  const asked = searchParams.get('scope') as TaskScope | null;
  // Without a filter the board is "my tasks"; with one, the widest view the person has.
  const scope: TaskScope | undefined =
    asked && SCOPES.some((entry) => entry.scope === asked) ? asked : hasFilters ? undefined : 'mine';
  const params: TaskBoardParams = { ...filters, ...(scope ? { scope } : {}) };
  const scopes = SCOPES.filter((entry) => entry.scope !== 'all' || canViewAll);
  // The pickers write their filter into the URL (a board is bookmarked and shared like a list).
  const setFilter = (name: 'projectId' | 'customerId' | 'assigneeId', id: string) =>
    setParams((next) => setOrDelete(next, name, id));

  return (
    <div className="grid min-w-0 gap-6">
      <PageHeader
        title="Board"
        description={
          hasFilters
            ? 'The tasks of the Task List filter you opened, by status.'
            : 'Your tasks by status. Drag a card, or focus its handle and use Space and the arrow keys.'
        }
        actions={
          <Link to={`/app/tasks?${toSearchParams(params)}`} className={buttonClasses('secondary')}>
            <List aria-hidden className="size-4" />
            Open as list
          </Link>
        }
      />
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Whose tasks</legend>
        {scopes.map((entry) => (
          <label
            key={entry.scope}
            className={clsx(
              'inline-flex min-h-10 cursor-pointer items-center rounded-full border px-3 text-sm font-medium has-focus-visible:outline-2 has-focus-visible:outline-brand-600',
              (scope ?? (canViewAll ? 'all' : 'team')) === entry.scope
                ? 'border-brand-600 bg-brand-50 text-brand-700 dark:border-brand-400 dark:bg-slate-800 dark:text-white'
                : 'border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-300 dark:hover:bg-slate-800',
            )}
          >
            <input
              type="radio"
              name="board-scope"
              className="sr-only"
              checked={(scope ?? (canViewAll ? 'all' : 'team')) === entry.scope}
              onChange={() => setParams((next) => next.set('scope', entry.scope))}
            />
            {entry.label}
          </label>
        ))}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-3 lg:max-w-4xl">
        <ChoiceSelect
          label="Project"
          source={projectSource}
          value={filters.projectId ?? ''}
          emptyChoice="Any project"
          onChange={(id) => setFilter('projectId', id)}
        />
        <ChoiceSelect
          label="Customer"
          source={customerSource}
          isEnabled={access.customers}
          value={filters.customerId ?? ''}
          emptyChoice="Any customer"
          onChange={(id) => setFilter('customerId', id)}
        />
        <ChoiceSelect
          label="Assign To"
          source={peopleSource}
          isEnabled={access.people}
          value={filters.assigneeId ?? ''}
          emptyChoice="Anyone"
          offersMe
          onChange={(id) => setFilter('assigneeId', id)}
        />
      </div>
      <TaskBoard params={params} label="Task board" />
    </div>
  );
}
