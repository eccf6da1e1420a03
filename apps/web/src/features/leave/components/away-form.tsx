import { type LeaveAway, type LeaveAwayBody, LeaveAwayBodySchema } from '@taskflow/shared';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { ApiFormShell, useApiForm } from '../../../components/forms/api-form';
import { ColleagueField } from '../../../components/forms/colleague-field';
import { TextField } from '../../../components/ui/field';

type AwayFields = z.output<typeof LeaveAwayBodySchema>;

/**
 * An approver's away dates and the delegate who decides for them meanwhile (leave steps and timesheets);
 * empty dates: not away. "Also while I am on leave" lets the delegation follow the approver's own
 * approved leave without dates of its own.
 */
export function AwayForm({
  away,
  myId,
  onSubmit,
}: {
  away: LeaveAway;
  myId: string | undefined;
  onSubmit: (fields: AwayFields) => Promise<unknown>;
}) {
  const form = useApiForm<LeaveAwayBody, AwayFields>({
    schema: LeaveAwayBodySchema,
    defaultValues: {
      awayFrom: away.awayFrom ?? '',
      awayTo: away.awayTo ?? '',
      delegateId: away.delegate?.id ?? null,
      followsOwnLeave: away.followsOwnLeave,
    },
    onSubmit,
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  return (
    <ApiFormShell form={form} label="Away and delegate" bleed="card">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Away From" type="date" error={errors.awayFrom?.message} {...register('awayFrom')} />
        <TextField label="Away To" type="date" error={errors.awayTo?.message} {...register('awayTo')} />
      </div>
      <Controller
        control={control}
        name="delegateId"
        render={({ field, fieldState }) => (
          <ColleagueField
            label="Delegate"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            hint="Decides the leave applications and timesheets waiting for you while you are away."
            excludeId={myId}
          />
        )}
      />
      <div className="grid gap-1">
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-4 accent-brand-600"
            aria-describedby="follows-own-leave-hint"
            {...register('followsOwnLeave')}
          />
          <span>Also while I am on approved leave</span>
        </label>
        <p id="follows-own-leave-hint" className="text-xs text-slate-600 dark:text-slate-400">
          Your delegate stands in on every day of your approved leave, without entering away dates.
        </p>
        {errors.followsOwnLeave?.message && (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            {errors.followsOwnLeave.message}
          </p>
        )}
      </div>
    </ApiFormShell>
  );
}
