import { Plane } from 'lucide-react';
import { Link } from 'react-router';
import { ListSkeleton } from '../../../components/ui/skeleton';
import { useToday } from '../../../lib/dates';
import { useLeaveAvailability } from '../api/leave';
import { partOfDay, weekOf, whoIsOut } from '../lib/who-is-out';
import { LeaveDates } from './leave-parts';

const PART_TEXT = {
  whole: '',
  afternoon: ' (afternoon)',
  morning: ' (morning)',
  half: ' (half day)',
} as const;

/** The home page's "Who is out": approved leave today and in the rest of this week. */
export function WhoIsOutCard() {
  const today = useToday();
  const week = weekOf(today);
  const availability = useLeaveAvailability(week);
  const out = availability.data ? whoIsOut(availability.data, today) : undefined;
  return (
    <section
      aria-labelledby="home-who-is-out"
      className="min-w-0 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="home-who-is-out" className="flex min-w-0 items-center gap-2 text-base font-semibold">
          <Plane aria-hidden className="size-5 shrink-0 text-slate-500 dark:text-slate-400" />
          Who is out
        </h2>
        <Link
          to="/app/leave/calendar"
          className="shrink-0 text-sm font-semibold text-brand-700 hover:underline dark:text-indigo-300"
        >
          Leave calendar
        </Link>
      </div>
      <div className="mt-4">
        {availability.isPending ? (
          <ListSkeleton rows={3} label="Loading who is out…" />
        ) : availability.isError || !out ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            Could not load this. Try again later.
          </p>
        ) : (
          <div className="grid gap-4">
            <div>
              <h3 className="text-sm font-semibold text-slate-700 dark:text-slate-300">Today</h3>
              {out.today.length === 0 ? (
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Everyone is in today.</p>
              ) : (
                <ul className="mt-1 grid gap-1">
                  {out.today.map((entry) => (
                    <li
                      key={entry.requestId}
                      className="flex min-w-0 items-baseline justify-between gap-3 text-sm"
                    >
                      <span className="min-w-0 truncate font-medium" title={entry.user.name}>
                        {entry.user.name}
                        {PART_TEXT[partOfDay(entry, today)]}
                      </span>
                      <span className="shrink-0 text-slate-600 dark:text-slate-400">{entry.leaveType}</span>
                    </li>
                  ))}
                </ul>
              )}
            </div>
            <div>
              <h3 className="text-sm font-semibold text-slate-700 dark:text-slate-300">Also this week</h3>
              {out.laterThisWeek.length === 0 ? (
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                  No one else is out this week.
                </p>
              ) : (
                <ul className="mt-1 grid gap-1">
                  {out.laterThisWeek.map((entry) => (
                    <li key={entry.requestId} className="min-w-0 text-sm">
                      <span className="block truncate font-medium" title={entry.user.name}>
                        {entry.user.name}
                      </span>
                      <span className="block text-slate-600 dark:text-slate-400">
                        {entry.leaveType}, <LeaveDates request={entry} />
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
