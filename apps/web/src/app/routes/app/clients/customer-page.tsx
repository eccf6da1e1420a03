import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type CustomerOverview, formatMinutes, type ProjectStatus, type TaskStatus } from '@taskflow/shared';
import { clsx } from 'clsx';
import { Activity, CalendarClock, FolderKanban, ListTodo, Mail, Phone, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { OverdueBadge, TaskStatusBadge } from '../../../../components/task-badges';
import { buttonClasses } from '../../../../components/ui/button';
import { Breadcrumb } from '../../../../components/ui/page-header';
import { ListSkeleton } from '../../../../components/ui/skeleton';
import { ClientBillingPanel } from '../../../../features/billing/components/client-billing-panel';
import { ClientRequestsPanel } from '../../../../features/client-requests/components/client-requests-panel';
import {
  customerOverviewQueryOptions,
  customerQueryOptions,
} from '../../../../features/customers/api/customers';
import { CustomerLogo } from '../../../../features/customers/components/customer-logo';
import { CustomerProfile } from '../../../../features/customers/components/customer-profile';
import { ProjectStatusBadge } from '../../../../features/projects/components/project-parts';
import { ClientJobsPanel } from '../../../../features/services/components/client-jobs-panel';
import { ClientServicesPanel } from '../../../../features/services/components/client-services-panel';
import { describeEntry } from '../../../../features/tasks/components/task-detail/task-history';
import { formatMoney } from '../../../../features/time/components/time-totals';
import { ApiError } from '../../../../lib/api-client';
import { useCan } from '../../../../lib/auth';
import { useDates } from '../../../../lib/dates';
import { useLiveEvent } from '../../../../lib/live-stream';
import { useDocumentTitle } from '../../../../lib/use-document-title';

const linkClasses =
  'font-medium text-slate-900 hover:text-brand-700 hover:underline dark:text-slate-100 dark:hover:text-brand-300';

function Section({
  title,
  icon: Icon,
  children,
}: {
  title: string;
  icon: typeof Activity;
  children: ReactNode;
}) {
  const id = `customer-${title.toLowerCase().replaceAll(' ', '-')}`;
  return (
    <section
      aria-labelledby={id}
      className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={id} className="mb-3 flex items-center gap-2 text-base font-semibold">
        <Icon aria-hidden className="size-4 text-slate-500 dark:text-slate-400" />
        {title}
      </h2>
      {children}
    </section>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="text-sm text-slate-600 dark:text-slate-400">{children}</p>;
}

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
      {/* A figure never breaks inside ("₹1,20,000 / .00"): a long one (an amount) is set smaller on phones. */}
      <dd
        className={clsx(
          'mt-1 font-semibold whitespace-nowrap tabular-nums',
          value.length > 9 ? 'text-lg sm:text-2xl' : 'text-2xl',
        )}
      >
        {value}
      </dd>
      {detail && <dd className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">{detail}</dd>}
    </div>
  );
}

/** The figures: open and overdue tasks, hours this month, and unbilled time for billing holders. */
function Figures({ overview }: { overview: CustomerOverview }) {
  const dates = useDates();
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Figure label="Open tasks" value={String(overview.tasks.open)} />
      <Figure label="Overdue tasks" value={String(overview.tasks.overdue)} />
      {overview.hours && (
        <Figure
          label="Hours this month"
          value={formatMinutes(overview.hours.minutes)}
          detail={`${dates.calendarDate(overview.hours.from)} to ${dates.calendarDate(overview.hours.to)}`}
        />
      )}
      {overview.billing && (
        <Figure
          label="Unbilled"
          value={formatMoney(overview.billing.amount, overview.billing.currency)}
          detail={`${formatMinutes(overview.billing.minutes)} hours billable${
            overview.billing.unratedEntryCount > 0
              ? `, ${overview.billing.unratedEntryCount} without a rate`
              : ''
          }`}
        />
      )}
    </dl>
  );
}

function Projects({ projects }: { projects: CustomerOverview['projects'] }) {
  const dates = useDates();
  if (projects.length === 0) return <Empty>No projects for this customer that you can see.</Empty>;
  return (
    <ul className="divide-y divide-slate-100 dark:divide-slate-800">
      {projects.map((project) => (
        <li key={project.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
          <div className="min-w-0">
            <Link to={`/app/projects/${project.id}`} className={`${linkClasses} wrap-anywhere`}>
              {project.name}
            </Link>
            <p className="text-xs text-slate-600 dark:text-slate-400">
              {project.key} · target end {dates.calendarDate(project.targetEndDate)} · {project.openTasks}{' '}
              open
              {project.overdueTasks > 0 ? `, ${project.overdueTasks} overdue` : ''}
            </p>
          </div>
          <ProjectStatusBadge status={project.status as ProjectStatus} />
        </li>
      ))}
    </ul>
  );
}

function OpenTasks({ overview, customerId }: { overview: CustomerOverview; customerId: string }) {
  const dates = useDates();
  const { items, open } = overview.tasks;
  if (items.length === 0) return <Empty>No open tasks for this customer that you can see.</Empty>;
  return (
    <>
      <ul className="divide-y divide-slate-100 dark:divide-slate-800">
        {items.map((task) => (
          <li key={task.id} className="flex flex-wrap items-start justify-between gap-2 py-2">
            <div className="min-w-0">
              <Link to={`/app/tasks/${task.id}`} className={`${linkClasses} wrap-anywhere`}>
                <span className="font-mono text-xs text-slate-600 dark:text-slate-400">{task.displayId}</span>{' '}
                {task.title}
              </Link>
              <p className="text-xs text-slate-600 dark:text-slate-400">
                Due {dates.calendarDate(task.dueDate)}
                {task.assignee ? ` · ${task.assignee.name}` : ''}
                {task.projectName ? ` · ${task.projectName}` : ''}
              </p>
            </div>
            <span className="flex flex-wrap gap-1">
              <TaskStatusBadge status={task.status as TaskStatus} />
              {task.isOverdue && <OverdueBadge />}
            </span>
          </li>
        ))}
      </ul>
      {open > items.length && (
        <Link
          to={`/app/tasks?customerId=${customerId}`}
          className="mt-3 inline-block text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
        >
          All {open} open tasks
        </Link>
      )}
    </>
  );
}

const DEADLINE_KIND: Record<CustomerOverview['deadlines'][number]['kind'], string> = {
  task: 'Task',
  milestone: 'Milestone',
  project: 'Project end',
};

function Deadlines({ deadlines }: { deadlines: CustomerOverview['deadlines'] }) {
  const dates = useDates();
  if (deadlines.length === 0) return <Empty>Nothing due in the next 30 days.</Empty>;
  return (
    <ul className="divide-y divide-slate-100 dark:divide-slate-800">
      {deadlines.map((deadline) => (
        <li key={`${deadline.kind}:${deadline.id}`} className="flex items-start justify-between gap-3 py-2">
          <div className="min-w-0">
            <Link to={deadline.link} className={`${linkClasses} wrap-anywhere`}>
              {deadline.title}
            </Link>
            <p className="text-xs text-slate-600 dark:text-slate-400">{DEADLINE_KIND[deadline.kind]}</p>
          </div>
          <time dateTime={deadline.date} className="shrink-0 text-sm whitespace-nowrap">
            {dates.calendarDate(deadline.date)}
          </time>
        </li>
      ))}
    </ul>
  );
}

function RecentActivity({ activity }: { activity: CustomerOverview['activity'] }) {
  const dates = useDates();
  if (activity.length === 0)
    return <Empty>No recent activity on this customer's tasks that you can see.</Empty>;
  return (
    <ul className="divide-y divide-slate-100 dark:divide-slate-800">
      {activity.map((item) => (
        <li key={item.id} className="py-2 text-sm">
          <span className="font-medium">{item.actorName ?? 'Someone'}</span>: {describeEntry(item)} on{' '}
          <Link to={`/app/tasks/${item.task.id}`} className={`${linkClasses} wrap-anywhere`}>
            {item.task.displayId} {item.task.title}
          </Link>
          <span className="block text-xs text-slate-600 dark:text-slate-400">
            <time dateTime={item.at}>{dates.dateTime(item.at)}</time>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** A customer's page: "how are we doing for this client?" in one place. */
export default function CustomerPage() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const customer = useQuery(customerQueryOptions(id));
  const overview = useQuery(customerOverviewQueryOptions(id));
  const canCreateTask = useCan('tasks.create');
  useDocumentTitle(customer.data?.businessName ?? 'Customer');
  // Work changed elsewhere (a task done, time logged): the figures are refetched through the API.
  useLiveEvent('work', () => {
    void queryClient.invalidateQueries({ queryKey: customerOverviewQueryOptions(id).queryKey });
  });

  if (customer.isPending) return <ListSkeleton rows={3} rowClassName="h-32" label="Loading the customer…" />;
  if (customer.isError) {
    return (
      <div className="space-y-4">
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {customer.error instanceof ApiError && customer.error.status === 404
            ? 'This customer was not found.'
            : 'Could not load this customer.'}
        </p>
        <Link to="/app/customers" className="text-sm font-semibold text-brand-600 hover:underline">
          Back to customers
        </Link>
      </div>
    );
  }
  const details = customer.data;

  return (
    <div className="grid gap-6">
      <Breadcrumb
        items={[{ label: 'Customer Management', to: '/app/customers' }, { label: details.businessName }]}
      />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex min-w-0 items-start gap-3">
          <CustomerLogo name={details.businessName} src={details.logoUrl} className="size-12" />
          <div className="min-w-0">
            <h1 className="text-2xl font-bold tracking-tight wrap-anywhere">{details.businessName}</h1>
            <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
              <a href={`mailto:${details.email}`} className="inline-flex items-center gap-1 hover:underline">
                <Mail aria-hidden className="size-4" />
                <span className="wrap-anywhere">{details.email}</span>
              </a>
              {details.phone && (
                <a href={`tel:${details.phone}`} className="inline-flex items-center gap-1 hover:underline">
                  <Phone aria-hidden className="size-4" />
                  {details.phone}
                </a>
              )}
              {details.industry && <span>{details.industry}</span>}
            </p>
          </div>
        </div>
        {canCreateTask && (
          <Link to={`/app/tasks/new?customerId=${details.id}`} className={buttonClasses('primary')}>
            <Plus aria-hidden className="size-4" />
            New task
          </Link>
        )}
      </div>

      <CustomerProfile customer={details} />

      {overview.isPending ? (
        <ListSkeleton rows={3} rowClassName="h-24" label="Loading the customer's work…" />
      ) : overview.isError ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          Could not load this customer's work. Try again later.
        </p>
      ) : (
        <>
          <Figures overview={overview.data} />
          <div className="grid gap-6 lg:grid-cols-2">
            <Section title="Projects" icon={FolderKanban}>
              <Projects projects={overview.data.projects} />
            </Section>
            <Section title="Open tasks" icon={ListTodo}>
              <OpenTasks overview={overview.data} customerId={details.id} />
            </Section>
            <Section title="Deadlines ahead" icon={CalendarClock}>
              <Deadlines deadlines={overview.data.deadlines} />
            </Section>
            <Section title="Recent activity" icon={Activity}>
              <RecentActivity activity={overview.data.activity} />
            </Section>
          </div>
        </>
      )}
      <ClientBillingPanel customer={{ id: details.id, name: details.businessName }} />
      <ClientRequestsPanel customer={{ id: details.id, name: details.businessName }} />
      <ClientJobsPanel customerId={details.id} />
      <ClientServicesPanel customerId={details.id} />
    </div>
  );
}
