import { formatStorage } from '@taskflow/shared';
import { clsx } from 'clsx';
import { HardDrive } from 'lucide-react';
import { ListSkeleton } from '../../../components/ui/skeleton';
import { useOrganizationStorage } from '../api/organizations';

/** From this share of the quota on, the bar turns amber and says uploads will soon stop. */
const NEARLY_FULL_PERCENT = 90;

/**
 * Storage on the organization settings page (administrators only): the files its people have
 * uploaded (task attachments, leave documents) against its plan's quota. At the quota, uploads are
 * refused until files are deleted or the plan changes (issue 38).
 */
export function StorageUsage() {
  const { data, isPending, isError } = useOrganizationStorage();
  return (
    <section
      aria-labelledby="storage-heading"
      className="max-w-2xl rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="storage-heading" className="flex items-center gap-2 text-lg font-semibold">
        <HardDrive aria-hidden className="size-5 text-slate-500 dark:text-slate-400" />
        Storage
      </h2>
      {isPending ? (
        <div className="mt-4">
          <ListSkeleton rows={2} rowClassName="h-4" label="Loading the storage used…" />
        </div>
      ) : isError ? (
        <p role="alert" className="mt-4 text-sm text-red-600 dark:text-red-400">
          Could not load the storage used.
        </p>
      ) : (
        <UsageBar usedBytes={data.usedBytes} quotaBytes={data.quotaBytes} planName={data.planName} />
      )}
    </section>
  );
}

function UsageBar({
  usedBytes,
  quotaBytes,
  planName,
}: {
  usedBytes: number;
  quotaBytes: number;
  planName: string | null;
}) {
  const percent = quotaBytes > 0 ? Math.min(100, Math.round((usedBytes / quotaBytes) * 100)) : 100;
  const isFull = usedBytes >= quotaBytes;
  const isNearlyFull = !isFull && percent >= NEARLY_FULL_PERCENT;
  const summary = `${formatStorage(usedBytes)} of ${formatStorage(quotaBytes)} used`;
  return (
    <div className="mt-4">
      <div
        role="progressbar"
        aria-label={`Storage: ${summary}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-3 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div
          className={clsx(
            'h-full rounded-full',
            isFull ? 'bg-red-600' : isNearlyFull ? 'bg-amber-500' : 'bg-brand-600',
          )}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="mt-2 flex flex-wrap justify-between gap-x-4 gap-y-1 text-sm">
        <span className="font-medium tabular-nums">{summary}</span>
        <span className="text-slate-600 dark:text-slate-400">
          {planName ? `${planName} plan` : 'Free storage'}
        </span>
      </p>
      {usedBytes === 0 ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          No files yet: task attachments and leave documents count here.
        </p>
      ) : isFull ? (
        <p role="status" className="mt-2 text-sm text-red-700 dark:text-red-300">
          Your organization has used all its storage: uploads are refused until files are deleted or the plan
          changes.
        </p>
      ) : isNearlyFull ? (
        <p role="status" className="mt-2 text-sm text-amber-800 dark:text-amber-300">
          Nearly full: uploads stop at {formatStorage(quotaBytes)}. Delete files you no longer need, or ask
          for a larger plan.
        </p>
      ) : null}
    </div>
  );
}
