import { type LeaveAdjustmentBody, LeaveAdjustmentBodySchema, type LedgerKind } from '@taskflow/shared';
import { clsx } from 'clsx';
import { useState } from 'react';
import { toast } from 'sonner';
import type { z } from 'zod';
import { ApiFormShell, requiredLabel, useApiForm } from '../../../components/forms/api-form';
import { ColleagueField } from '../../../components/forms/colleague-field';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { ListSkeleton } from '../../../components/ui/skeleton';
import { useDates } from '../../../lib/dates';
import { useAdjustLeaveBalance, useLeaveLedger, useLeaveTypes } from '../api/leave';
import { LeaveBalanceCards } from './leave-balances';

const KIND_LABEL: Record<LedgerKind, string> = {
  allocation: 'Allocation',
  accrual: 'Accrual',
  adjustment: 'Adjustment',
  usage: 'Leave taken',
  reversal: 'Returned (cancelled leave)',
  carry_forward: 'Carried forward',
  expiry: 'Expired',
};

type AdjustmentFields = z.output<typeof LeaveAdjustmentBodySchema>;

const signed = (days: number) => (days > 0 ? `+${days}` : String(days));

/** Every change to one balance, oldest first: the balance is their sum and none is ever overwritten. */
function Ledger({ userId, year, leaveTypeId }: { userId: string; year: number; leaveTypeId: string }) {
  const dates = useDates();
  const ledger = useLeaveLedger({ userId, year, leaveTypeId }, true);
  if (ledger.isPending) return <ListSkeleton rows={3} rowClassName="h-8" label="Loading the ledger…" />;
  if (ledger.isError) {
    return (
      <p role="alert" className="text-sm text-red-700 dark:text-red-300">
        Could not load the ledger. Try again later.
      </p>
    );
  }
  if (ledger.data.length === 0) {
    return <p className="text-sm text-slate-600 dark:text-slate-400">No entries in {year} yet.</p>;
  }
  const total = ledger.data.reduce((sum, entry) => sum + entry.days, 0);
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800">
      <table className="w-full text-left text-sm wrap-anywhere">
        <caption className="sr-only">Ledger</caption>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:bg-slate-800/50 dark:text-slate-400">
          <tr>
            <th scope="col" className="px-3 py-2">
              When
            </th>
            <th scope="col" className="px-3 py-2">
              What
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Days
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {ledger.data.map((entry) => (
            <tr key={entry.id}>
              <td className="px-3 py-2 whitespace-nowrap">{dates.date(entry.createdAt)}</td>
              <td className="px-3 py-2">
                {KIND_LABEL[entry.kind]}
                {entry.reason && (
                  <span className="block text-slate-600 dark:text-slate-400">{entry.reason}</span>
                )}
                {entry.createdBy && (
                  <span className="block text-xs text-slate-600 dark:text-slate-400">
                    by {entry.createdBy.name}
                  </span>
                )}
              </td>
              <td
                className={clsx(
                  'px-3 py-2 text-right tabular-nums',
                  entry.days < 0
                    ? 'text-red-700 dark:text-red-300'
                    : 'text-emerald-700 dark:text-emerald-300',
                )}
              >
                {signed(entry.days)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t border-slate-200 font-semibold dark:border-slate-800">
          <tr>
            <th scope="row" colSpan={2} className="px-3 py-2">
              Balance
            </th>
            <td className="px-3 py-2 text-right tabular-nums">{total}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

function AdjustmentForm({
  userId,
  year,
  leaveTypeId,
  onLeaveTypeChange,
}: {
  userId: string;
  year: number;
  leaveTypeId: string;
  onLeaveTypeChange: (id: string) => void;
}) {
  const types = useLeaveTypes();
  const adjust = useAdjustLeaveBalance();
  const form = useApiForm<LeaveAdjustmentBody, AdjustmentFields>({
    schema: LeaveAdjustmentBodySchema,
    defaultValues: { userId, year, leaveTypeId, days: undefined, reason: '' },
    onSubmit: async (fields) => {
      await adjust.mutateAsync(fields);
      toast.success(`Balance adjusted by ${signed(fields.days)} days.`);
      form.reset({ userId, year, leaveTypeId: fields.leaveTypeId, days: undefined, reason: '' });
    },
  });
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <ApiFormShell form={form} label="Adjust balance" submitLabel="Adjust balance" bleed="card">
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label={requiredLabel('Leave Type')}
          empty="Select a leave type"
          choices={(types.data ?? [])
            .filter((t) => t.tracksBalance)
            .map((t) => ({ id: t.id, label: t.name }))}
          error={errors.leaveTypeId?.message}
          {...register('leaveTypeId', { onChange: (event) => onLeaveTypeChange(event.target.value) })}
        />
        <TextField
          label={requiredLabel('Days')}
          type="number"
          inputMode="decimal"
          step={0.5}
          hint="Positive adds days, negative takes them away; half-day steps."
          error={errors.days?.message}
          {...register('days', { setValueAs: (value) => (value === '' ? undefined : Number(value)) })}
        />
      </div>
      <TextAreaField
        label={requiredLabel('Reason')}
        rows={2}
        placeholder="e.g. Compensatory leave for weekend audit work"
        error={errors.reason?.message}
        {...register('reason')}
      />
    </ApiFormShell>
  );
}

/** Admins: a person's balances for a year, the ledger of one type, and a signed adjustment with a reason. */
export function BalanceAdjustments({ year }: { year: number }) {
  const [userId, setUserId] = useState<string | null>(null);
  const [leaveTypeId, setLeaveTypeId] = useState('');
  return (
    <div className="grid gap-6">
      <ColleagueField
        label="Person"
        value={userId}
        onChange={setUserId}
        emptyChoice="Select a person"
        hint={`Balances and ledger for ${year}.`}
      />
      {userId && (
        <>
          <LeaveBalanceCards userId={userId} year={year} />
          <div className="grid gap-6 lg:grid-cols-2">
            <section aria-labelledby="adjust-title" className="grid content-start gap-3">
              <h3 id="adjust-title" className="text-base font-semibold">
                Adjust allocation
              </h3>
              <div className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900">
                <AdjustmentForm
                  key={userId}
                  userId={userId}
                  year={year}
                  leaveTypeId={leaveTypeId}
                  onLeaveTypeChange={setLeaveTypeId}
                />
              </div>
            </section>
            <section aria-labelledby="ledger-title" className="grid content-start gap-3">
              <h3 id="ledger-title" className="text-base font-semibold">
                Ledger
              </h3>
              {leaveTypeId ? (
                <Ledger userId={userId} year={year} leaveTypeId={leaveTypeId} />
              ) : (
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  Choose a leave type to see its ledger.
                </p>
              )}
            </section>
          </div>
        </>
      )}
    </div>
  );
}
