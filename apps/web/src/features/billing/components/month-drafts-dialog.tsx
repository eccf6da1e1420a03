import { useState } from 'react';
import { FormErrorLine } from '../../../components/forms/api-form';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { useToday } from '../../../lib/dates';
import type { MonthDraftsProgress } from '../api/invoices';
import type { MonthDraftsRun } from '../hooks/use-month-drafts';
import { messageOf } from '../lib/errors';

/** The month before `today`'s (YYYY-MM): the month a firm usually bills at the start of the next. */
export function previousMonth(today: string): string {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/** A run's bar: clients done of all, and the drafts made so far. */
export function MonthDraftsBar({ progress }: { progress: MonthDraftsProgress | undefined }) {
  const done = progress?.done ?? 0;
  const total = progress?.total ?? 0;
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  return (
    <div className="grid gap-1.5">
      <div
        role="progressbar"
        aria-label="Drafts for the month"
        aria-valuemin={0}
        aria-valuemax={total || 100}
        aria-valuenow={total ? done : undefined}
        className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
        {progress
          ? `${done} of ${total} clients · ${progress.created} ${progress.created === 1 ? 'draft' : 'drafts'} made`
          : 'Starting…'}
      </p>
    </div>
  );
}

/**
 * "Drafts for a month": a draft invoice for every client with unbilled work up to the month's last day,
 * made on the server; the bar follows it. A client that has a draft for the month already is skipped.
 */
export function MonthDraftsDialog({
  isOpen,
  onClose,
  run,
}: {
  isOpen: boolean;
  onClose: () => void;
  run: MonthDraftsRun;
}) {
  const today = useToday();
  const [month, setMonth] = useState(() => previousMonth(today));
  const [error, setError] = useState<string>();
  const isMonth = /^\d{4}-(0[1-9]|1[0-2])$/.test(month);
  const isStarted = run.isRunning || run.isFinished;
  const submit = async () => {
    setError(undefined);
    try {
      await run.start(month);
    } catch (caught) {
      setError(messageOf(caught, 'Could not start the drafts. Try again later.'));
    }
  };
  const close = () => {
    if (run.isFinished) run.reset();
    onClose();
  };
  return (
    <Modal isOpen={isOpen} onClose={close} title="Drafts for a month">
      <div className="grid gap-4 p-6">
        <h2 className="pr-8 text-xl font-semibold">Drafts for a month</h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Every client with unbilled work up to the month's last day gets a draft invoice of its fees and
          approved time. Clients that have a draft for the month already are skipped. Nothing is issued: check
          the drafts, then issue them.
        </p>
        {isStarted ? (
          <MonthDraftsBar progress={run.progress} />
        ) : (
          <TextField
            label="Month"
            type="month"
            value={month}
            onChange={(event) => setMonth(event.target.value)}
            error={isMonth ? undefined : 'Choose a month such as 2026-11'}
            className="sm:max-w-xs"
          />
        )}
        <FormErrorLine message={error} />
        <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-4 dark:border-slate-800">
          <Button variant="secondary" onClick={close}>
            {isStarted ? 'Close' : 'Cancel'}
          </Button>
          {!isStarted && (
            <Button onClick={submit} isLoading={run.isStarting} disabled={!isMonth}>
              Make drafts
            </Button>
          )}
        </div>
      </div>
    </Modal>
  );
}
