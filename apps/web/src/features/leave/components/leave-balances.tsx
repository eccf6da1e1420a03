import { formatLeaveDays, type LeaveBalance } from '@taskflow/shared';
import { ListSkeleton } from '../../../components/ui/skeleton';
import { useLeaveBalances } from '../api/leave';

const FIGURES: {
  key: keyof Pick<LeaveBalance, 'allocated' | 'accrued' | 'used' | 'pending'>;
  label: string;
}[] = [
  { key: 'allocated', label: 'Allocated' },
  { key: 'accrued', label: 'Accrued' },
  { key: 'used', label: 'Used' },
  { key: 'pending', label: 'Pending' },
];

/** One card per leave type: allocated, accrued, used, pending and what remains. */
export function LeaveBalanceCards({ userId, year }: { userId?: string; year: number }) {
  const balances = useLeaveBalances({ userId, year });
  if (balances.isPending) return <ListSkeleton rows={2} rowClassName="h-24" label="Loading balances…" />;
  if (balances.isError) {
    return (
      <p role="alert" className="text-sm text-red-700 dark:text-red-300">
        Could not load the balances. Try again later.
      </p>
    );
  }
  const rows = balances.data.balances;
  if (rows.length === 0) {
    return <p className="text-sm text-slate-600 dark:text-slate-400">No leave types have been set up yet.</p>;
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {rows.map((balance) => (
        <li
          key={balance.leaveTypeId}
          data-testid={`balance-${balance.leaveTypeName}`}
          className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
        >
          <h3 className="truncate font-semibold" title={balance.leaveTypeName}>
            {balance.leaveTypeName}
          </h3>
          {balance.tracksBalance ? (
            <>
              <p className="mt-1 text-2xl font-bold tabular-nums">
                {balance.remaining}
                <span className="ml-1 text-sm font-normal text-slate-600 dark:text-slate-400">
                  {Math.abs(balance.remaining) <= 1 ? 'day' : 'days'} remaining
                </span>
              </p>
              <dl className="mt-3 grid gap-y-1 text-sm">
                {FIGURES.map((figure) => (
                  <div key={figure.key} className="flex justify-between gap-2">
                    <dt className="text-slate-600 dark:text-slate-400">{figure.label}</dt>
                    <dd className="tabular-nums">{balance[figure.key]}</dd>
                  </div>
                ))}
              </dl>
            </>
          ) : (
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              No balance kept. Used this year: {formatLeaveDays(balance.used)}
              {balance.pending > 0 && `, pending: ${formatLeaveDays(balance.pending)}`}.
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
