import { useQuery } from '@tanstack/react-query';
import { FileInput } from 'lucide-react';
import { Link } from 'react-router';
import { ListSkeleton } from '../../../components/ui/skeleton';
import { requestInsightsQueryOptions } from '../api/requests';
import { plural } from '../lib/request-format';

/** The days firms aim for from a request sent to everything in, and what they say it takes today. */
const GOAL_DAYS = 5;
const TYPICAL_DAYS = 14;

function Figure({ label, value, to, tone }: { label: string; value: string; to: string; tone?: 'alert' }) {
  return (
    <div className="min-w-0 rounded-xl border border-slate-200 p-3 dark:border-slate-800">
      <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tabular-nums">
        <Link
          to={to}
          className={tone === 'alert' ? 'text-red-700 hover:underline dark:text-red-300' : 'hover:underline'}
        >
          {value}
        </Link>
      </dd>
    </div>
  );
}

/**
 * The home's "Client requests" card (View Requests): requests outstanding and overdue, items waiting for
 * the firm's review, and the median days from sent to complete against the goal firms quote.
 */
export function RequestInsightsCard() {
  const insights = useQuery(requestInsightsQueryOptions());
  return (
    <section
      aria-labelledby="home-requests"
      className="min-w-0 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="home-requests" className="flex min-w-0 items-center gap-2 text-base font-semibold">
          <FileInput aria-hidden className="size-5 shrink-0 text-slate-500 dark:text-slate-400" />
          Client requests
        </h2>
        <Link
          to="/app/requests"
          className="shrink-0 text-sm font-semibold text-brand-700 hover:underline dark:text-indigo-300"
        >
          Requests
        </Link>
      </div>
      <div className="mt-4">
        {insights.isPending ? (
          <ListSkeleton rows={2} label="Loading client requests…" />
        ) : insights.isError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            Could not load this. Try again later.
          </p>
        ) : (
          <>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              <Figure label="Outstanding" value={String(insights.data.outstanding)} to="/app/requests" />
              <Figure
                label="Items to review"
                value={String(insights.data.itemsToReview)}
                to="/app/requests?toReview=true"
                tone={insights.data.itemsToReview > 0 ? 'alert' : undefined}
              />
              <Figure
                label="Median days to complete"
                value={
                  insights.data.medianDaysToComplete === null
                    ? '–'
                    : String(insights.data.medianDaysToComplete)
                }
                to="/app/requests?status=complete"
              />
            </dl>
            <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
              {insights.data.overdue > 0 && (
                <span className="font-semibold text-red-700 dark:text-red-300">
                  {plural(insights.data.overdue, 'request')} overdue.{' '}
                </span>
              )}
              {insights.data.medianDaysToComplete === null
                ? `No request completed yet. Firms aim for everything in within ${GOAL_DAYS} days of asking, against the ${TYPICAL_DAYS} it usually takes.`
                : `Over ${plural(insights.data.completedCount, 'completed request')}. The goal: under ${GOAL_DAYS} days from asking to everything in, against the ${TYPICAL_DAYS} firms usually wait.`}
            </p>
          </>
        )}
      </div>
    </section>
  );
}
