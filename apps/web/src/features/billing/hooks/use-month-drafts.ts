import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { notify } from '../../../lib/notify';
import { MONTH_DRAFTS_FINISHED, monthDraftsQueryOptions, useStartMonthDrafts } from '../api/invoices';
import { BILLING_KEY } from '../api/keys';

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/**
 * "Drafts for a month": starts the run on the server, then follows its progress every second until it is
 * finished, when a toast says how many drafts were made and the lists are read again. The page holds it, so
 * the bar keeps moving when the dialog is closed.
 */
export function useMonthDrafts() {
  const queryClient = useQueryClient();
  const start = useStartMonthDrafts();
  const [jobId, setJobId] = useState<string | null>(null);
  const progress = useQuery({ ...monthDraftsQueryOptions(jobId ?? ''), enabled: jobId !== null });
  const announced = useRef<string | null>(null);
  const data = jobId ? progress.data : undefined;
  const isFinished = data !== undefined && MONTH_DRAFTS_FINISHED.includes(data.status);

  useEffect(() => {
    if (!jobId || !data || !isFinished || announced.current === jobId) return;
    announced.current = jobId;
    if (data.status === 'failed') {
      notify(
        'error',
        `The drafts stopped after ${plural(data.created, 'draft')}. Try again to make the rest.`,
      );
    } else {
      notify(
        'success',
        data.created === 0
          ? 'No client had unbilled work for that month.'
          : `${plural(data.created, 'draft invoice')} made. Check them, then issue them.`,
      );
    }
    void queryClient.invalidateQueries({ queryKey: BILLING_KEY });
  }, [jobId, data, isFinished, queryClient]);

  return {
    /** Starts a run for `month` (YYYY-MM); a refusal (one running already) is thrown. */
    start: async (month: string) => setJobId(await start.mutateAsync(month)),
    isStarting: start.isPending,
    progress: data,
    isRunning: jobId !== null && !isFinished,
    isFinished,
    /** Forgets a finished run (the dialog's "Close" after it). */
    reset: () => setJobId(null),
  };
}

export type MonthDraftsRun = ReturnType<typeof useMonthDrafts>;
