import { type LeaveAway, type LeaveAwayBody, LeaveAwayBodySchema } from '@taskflow/shared';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { ApiFormShell, useApiForm } from '../../../components/forms/api-form';
import { TextField } from '../../../components/ui/field';
import { ColleagueField } from './colleague-field';

type AwayFields = z.output<typeof LeaveAwayBodySchema>;

/** An approver's away dates and the delegate who decides their steps meanwhile; empty dates: not away. */
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
            hint="Decides the leave applications waiting for you while you are away."
            excludeId={myId}
          />
        )}
      />
    </ApiFormShell>
  );
}
