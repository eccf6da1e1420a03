import type { ProjectDetail } from '@taskflow/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDates } from '../../../lib/dates';
import { ProgressBar } from './project-parts';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <h2 className="text-sm font-semibold text-slate-600 dark:text-slate-400">{title}</h2>
      <div className="mt-2 text-sm">{children}</div>
    </section>
  );
}

/** Progress from the tasks, overdue count, team and next milestone, above the project's views. */
export function ProjectOverview({ project }: { project: ProjectDetail }) {
  const dates = useDates();
  const team = [project.lead, ...project.members.filter((member) => member.id !== project.lead.id)];
  return (
    <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
      <Card title="Progress">
        <ProgressBar progress={project.progress} />
      </Card>
      <Card title="Overdue">
        {project.progress.overdue > 0 ? (
          <Link
            to={`/app/tasks?projectId=${project.id}&overdue=true`}
            className="text-2xl font-bold text-red-700 hover:underline dark:text-red-300"
          >
            {project.progress.overdue}
            <span className="sr-only"> overdue tasks: show them</span>
          </Link>
        ) : (
          <p className="text-2xl font-bold">0</p>
        )}
        <p className="text-slate-600 dark:text-slate-400">
          {dates.calendarDate(project.startDate)} – {dates.calendarDate(project.targetEndDate)}
        </p>
      </Card>
      <Card title={`Team (${team.length})`}>
        <ul className="grid gap-1">
          {team.slice(0, 6).map((person) => (
            <li key={person.id} className="truncate" title={person.name}>
              {person.name}
              {person.id === project.lead.id && (
                <span className="text-slate-500 dark:text-slate-400"> · Project Lead</span>
              )}
            </li>
          ))}
          {team.length > 6 && (
            <li className="text-slate-500 dark:text-slate-400">and {team.length - 6} more</li>
          )}
        </ul>
      </Card>
      <Card title="Next milestone">
        {project.nextMilestone ? (
          <Link to={`/app/projects/${project.id}/milestones`} className="block hover:underline">
            <span className="block font-semibold wrap-anywhere">{project.nextMilestone.name}</span>
            <span className="text-slate-600 dark:text-slate-400">
              {dates.calendarDate(project.nextMilestone.date)}
            </span>
          </Link>
        ) : (
          <p className="text-slate-600 dark:text-slate-400">No open milestone ahead.</p>
        )}
      </Card>
    </div>
  );
}
