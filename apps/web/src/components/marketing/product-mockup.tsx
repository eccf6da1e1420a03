import { clsx } from 'clsx';
import type { FeatureContent } from '../../content/marketing/features';

type Variant = FeatureContent['illustration'];

const LABELS: Record<Variant, string> = {
  tasks: 'Illustration of the TaskFlow task list with priorities and statuses',
  gantt: 'Illustration of a project Gantt chart with milestones',
  timer: 'Illustration of a running task timer and the week’s time entries',
  report: 'Illustration of a report of completed, pending and overdue tasks',
  leave: 'Illustration of a leave request awaiting approval on a calendar',
  team: 'Illustration of an organization tree with departments',
};

const pill = 'rounded-full px-2 py-0.5 text-[10px] font-semibold';

function Tasks() {
  const rows = [
    [
      'GST return: Q2',
      'Critical',
      'In Progress',
      'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
    ],
    [
      'Audit checklist',
      'High',
      'Pending',
      'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-200',
    ],
    [
      'Client onboarding',
      'Medium',
      'Completed',
      'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
    ],
    ['Payroll review', 'Low', 'On Hold', 'bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-200'],
  ];
  return (
    <div className="space-y-2">
      {rows.map(([title, priority, status, tone]) => (
        <div
          key={title}
          className="flex items-center justify-between gap-2 rounded-lg border border-slate-200 bg-white p-2.5 dark:border-slate-700 dark:bg-slate-900"
        >
          <div className="min-w-0">
            <p className="truncate text-xs font-semibold">{title}</p>
            <p className="text-[10px] text-slate-500 dark:text-slate-400">{priority} priority</p>
          </div>
          <span className={clsx(pill, tone)}>{status}</span>
        </div>
      ))}
    </div>
  );
}

function Gantt() {
  const bars = [
    ['Kickoff', 0, 18, 'bg-brand-500'],
    ['Design', 12, 40, 'bg-sky-500'],
    ['Development', 35, 80, 'bg-violet-500'],
    ['Review', 70, 90, 'bg-amber-500'],
    ['Delivery', 88, 100, 'bg-emerald-500'],
  ] as const;
  return (
    <div className="space-y-2.5">
      {bars.map(([name, from, to, tone]) => (
        <div key={name} className="grid grid-cols-[5.5rem_1fr] items-center gap-2">
          <span className="truncate text-[11px] font-medium">{name}</span>
          <div className="relative h-4 rounded bg-slate-100 dark:bg-slate-800">
            <div
              className={clsx('absolute inset-y-0 rounded', tone)}
              style={{ left: `${from}%`, width: `${to - from}%` }}
            />
          </div>
        </div>
      ))}
    </div>
  );
}

function Timer() {
  const days = [60, 85, 40, 95, 70];
  return (
    <div className="space-y-3">
      <div className="flex items-center justify-between rounded-lg border border-slate-200 bg-white p-3 dark:border-slate-700 dark:bg-slate-900">
        <div>
          <p className="text-xs font-semibold">Website redesign: wireframes</p>
          <p className="text-[10px] text-slate-500 dark:text-slate-400">Timer running</p>
        </div>
        <span className="font-mono text-lg font-bold text-brand-600 dark:text-brand-100">01:24:07</span>
      </div>
      <div className="flex h-20 items-end gap-2">
        {days.map((height, index) => (
          <div
            key={['Mon', 'Tue', 'Wed', 'Thu', 'Fri'][index]}
            className="flex flex-1 flex-col items-center gap-1"
          >
            <div className="w-full rounded-t bg-brand-500/80" style={{ height: `${height}%` }} />
            <span className="text-[10px] text-slate-500 dark:text-slate-400">
              {['Mon', 'Tue', 'Wed', 'Thu', 'Fri'][index]}
            </span>
          </div>
        ))}
      </div>
    </div>
  );
}

function Report() {
  const rows = [
    ['Acme Advisory', 42, 8, 3],
    ['Nair & Co', 31, 12, 1],
    ['Orbit IT', 27, 5, 4],
  ] as const;
  return (
    <table className="w-full text-left text-[11px]">
      <thead className="text-slate-500 dark:text-slate-400">
        <tr>
          <th className="py-1 font-medium">Company</th>
          <th className="py-1 font-medium">Completed</th>
          <th className="py-1 font-medium">Pending</th>
          <th className="py-1 font-medium">Overdue</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
        {rows.map(([company, done, pending, overdue]) => (
          <tr key={company}>
            <td className="py-1.5 font-medium">{company}</td>
            <td className="py-1.5 text-emerald-700 dark:text-emerald-300">{done}</td>
            <td className="py-1.5">{pending}</td>
            <td className="py-1.5 text-red-700 dark:text-red-300">{overdue}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Leave() {
  const days = Array.from({ length: 21 }, (_, index) => index + 1);
  return (
    <div className="space-y-3">
      <div className="grid grid-cols-7 gap-1 text-center text-[10px]">
        {days.map((day) => (
          <span
            key={day}
            className={clsx(
              'rounded py-1',
              day >= 9 && day <= 12 ? 'bg-brand-600 text-white' : 'bg-slate-100 dark:bg-slate-800',
              day === 15 && 'bg-amber-200 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
            )}
          >
            {day}
          </span>
        ))}
      </div>
      <div className="flex items-center justify-between rounded-lg border border-slate-200 bg-white p-2.5 dark:border-slate-700 dark:bg-slate-900">
        <div>
          <p className="text-xs font-semibold">Annual leave, 4 days</p>
          <p className="text-[10px] text-slate-500 dark:text-slate-400">Awaiting manager</p>
        </div>
        <span className={clsx(pill, 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-200')}>
          Pending
        </span>
      </div>
    </div>
  );
}

function Team() {
  const node =
    'rounded-lg border border-slate-200 bg-white px-2 py-1.5 text-center text-[11px] font-semibold dark:border-slate-700 dark:bg-slate-900';
  return (
    <div className="flex flex-col items-center gap-3">
      <div className={node}>Managing Partner</div>
      <div className="h-3 w-px bg-slate-300 dark:bg-slate-600" />
      <div className="grid w-full grid-cols-3 gap-2">
        {['Audit', 'Tax', 'Advisory'].map((department) => (
          <div key={department} className="flex flex-col items-center gap-2">
            <div className={node}>{department}</div>
            <div className="flex -space-x-1.5">
              {['bg-sky-400', 'bg-violet-400', 'bg-emerald-400'].map((tone) => (
                <span
                  key={tone}
                  className={clsx('size-5 rounded-full ring-2 ring-white dark:ring-slate-900', tone)}
                />
              ))}
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

const BODIES: Record<Variant, () => React.JSX.Element> = {
  tasks: Tasks,
  gantt: Gantt,
  timer: Timer,
  report: Report,
  leave: Leave,
  team: Team,
};

/** A light, theme-aware drawing of a product screen: crisp at any size, no image bytes. */
export function ProductMockup({ variant, className }: { variant: Variant; className?: string }) {
  const Body = BODIES[variant];
  return (
    <div
      role="img"
      aria-label={LABELS[variant]}
      className={clsx(
        'rounded-2xl border border-slate-200 bg-slate-50 p-3 shadow-xl shadow-brand-600/10 dark:border-slate-700 dark:bg-slate-800/60',
        className,
      )}
    >
      <div className="mb-3 flex items-center gap-1.5" aria-hidden>
        <span className="size-2.5 rounded-full bg-red-400" />
        <span className="size-2.5 rounded-full bg-amber-400" />
        <span className="size-2.5 rounded-full bg-emerald-400" />
      </div>
      <div aria-hidden>
        <Body />
      </div>
    </div>
  );
}
