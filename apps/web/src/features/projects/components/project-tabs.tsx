import { clsx } from 'clsx';
import { NavLink } from 'react-router';

export interface ProjectTab {
  /** Path below /app/projects/:id ('' is the first tab). */
  path: string;
  label: string;
}

/**
 * The project page's views, in order. A new view is one entry here and one child route of
 * `projects/:id` in the router (e.g. { path: 'gantt', label: 'Gantt' }).
 */
export const PROJECT_TABS: ProjectTab[] = [
  { path: '', label: 'Tasks' },
  { path: 'board', label: 'Board' },
  { path: 'milestones', label: 'Milestones' },
  { path: 'gantt', label: 'Gantt' },
  { path: 'calendar', label: 'Calendar' },
];

/** Links styled as tabs: each view has its own URL, so it can be bookmarked and opened in a new tab. */
export function ProjectTabs({ projectId }: { projectId: string }) {
  return (
    <nav
      aria-label="Project views"
      className="overflow-x-auto border-b border-slate-200 dark:border-slate-800"
    >
      <ul className="flex min-w-max gap-1">
        {PROJECT_TABS.map((tab) => (
          <li key={tab.path}>
            <NavLink
              to={tab.path ? `/app/projects/${projectId}/${tab.path}` : `/app/projects/${projectId}`}
              end
              className={({ isActive }) =>
                clsx(
                  '-mb-px inline-flex min-h-10 items-center border-b-2 px-3 py-2 text-sm font-medium',
                  isActive
                    ? 'border-brand-600 text-brand-700 dark:border-brand-400 dark:text-white'
                    : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white',
                )
              }
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
