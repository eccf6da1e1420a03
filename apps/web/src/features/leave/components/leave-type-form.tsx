import {
  APPROVAL_STEP_KINDS,
  type ApprovalStepKind,
  type CreateLeaveTypeBody,
  CreateLeaveTypeBodySchema,
  formatLeaveDays,
  LEAVE_APPROVAL_STEPS_MAX,
  type LeavePolicyPreviewBody,
  type LeaveType,
  POLICY_EFFECTS,
  POLICY_FIELDS,
} from '@taskflow/shared';
import { Plus, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { Controller, useFieldArray } from 'react-hook-form';
import { z } from 'zod';
import { ApiFormShell, requiredLabel, useApiForm } from '../../../components/forms/api-form';
import { ColleagueField } from '../../../components/forms/colleague-field';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { ListSkeleton } from '../../../components/ui/skeleton';
import { useLeavePolicyPreview, useOrgOptions } from '../api/leave';

/**
 * The form's schema: the type's fields and, when editing, when a change of allocation, accrual,
 * carry-forward or proration takes effect (the server asks for it only when one of them changes).
 */
const LeaveTypeFormSchema = CreateLeaveTypeBodySchema.extend({
  effective: z.enum(POLICY_EFFECTS).optional(),
});
type LeaveTypeValues = CreateLeaveTypeBody & { effective?: (typeof POLICY_EFFECTS)[number] };
export type LeaveTypeFields = z.output<typeof LeaveTypeFormSchema>;

const STEP_KIND_LABEL: Record<ApprovalStepKind, string> = {
  manager: "The applicant's manager",
  role: 'Anyone with a role',
  person: 'A named person',
};

/** A number input's text as the schema wants it: blank is "none" for optional limits. */
const toNumber = (value: unknown) => (value === '' || value === undefined ? undefined : Number(value));
const toNumberOrNull = (value: unknown) => (value === '' || value === null ? null : Number(value));

const checkboxRow = 'flex items-start gap-2 text-sm text-slate-700 dark:text-slate-300';

/** How many people the policy preview lists by name; the rest are counted. */
export const POLICY_PREVIEW_SHOWN = 10;

const signed = (days: number) => (days > 0 ? `+${formatLeaveDays(days)}` : `−${formatLeaveDays(-days)}`);

/**
 * Issue 30, item 10: before a change of allocation, accrual, carry-forward or proration is saved, what it
 * does to each person's balance (before → after, the first ten by name and a count of the rest), for
 * the effective date chosen. Nothing is written until Save.
 */
function PolicyPreview({ typeId, body }: { typeId: string; body: LeavePolicyPreviewBody }) {
  const preview = useLeavePolicyPreview(typeId, body);
  const title = 'Effect on balances';
  if (preview.isPending)
    return <p className="text-sm text-slate-600 dark:text-slate-400">Working out the effect on balances…</p>;
  if (preview.isError)
    return (
      <p role="alert" className="text-sm text-red-700 dark:text-red-300">
        Could not work out the effect on balances. Check the values above.
      </p>
    );
  const { people, year, effective } = preview.data;
  const changed = people.filter((row) => row.change !== 0);
  const shown = changed.slice(0, POLICY_PREVIEW_SHOWN);
  return (
    <section
      aria-label={title}
      className="grid gap-2 rounded-xl border border-slate-200 p-3 text-sm dark:border-slate-800"
    >
      <h3 className="font-semibold">{title}</h3>
      <p className="text-slate-600 dark:text-slate-400">
        {effective === 'now'
          ? `Credited in ${year} so far, before → after; each change is a ledger row when you save.`
          : `Entitlement for ${year}, before → after, from 1 January ${year}.`}
      </p>
      {changed.length === 0 ? (
        <p>No one's balance changes.</p>
      ) : (
        <>
          <ul className="grid gap-1">
            {shown.map((row) => (
              <li key={row.user.id} className="flex flex-wrap justify-between gap-x-3">
                <span className="wrap-anywhere">{row.user.name}</span>
                <span>
                  {formatLeaveDays(row.before)} → {formatLeaveDays(row.after)} ({signed(row.change)})
                </span>
              </li>
            ))}
          </ul>
          <p className="text-slate-600 dark:text-slate-400">
            {changed.length > shown.length
              ? `and ${changed.length - shown.length} more; ${changed.length} of ${people.length} people change.`
              : `${changed.length} of ${people.length} people change.`}
          </p>
        </>
      )}
    </section>
  );
}

/**
 * Add or edit a leave type with every option the issue lists: paid, yearly allocation, accrual, half
 * days, balance tracking, carry-forward cap, a document beyond a number of days, the approval chain
 * (one or more steps) and escalation after a number of days.
 */
export function LeaveTypeForm(props: LeaveTypeFormProps) {
  // A select shows its saved value only if its options are there when the form starts.
  const options = useOrgOptions();
  if (options.isPending) return <ListSkeleton rows={4} label="Loading…" />;
  return <LeaveTypeFormFields {...props} roles={options.data?.roles ?? []} />;
}

interface LeaveTypeFormProps {
  leaveType?: LeaveType;
  onSubmit: (fields: LeaveTypeFields) => Promise<unknown>;
  onCancel: () => void;
}

function LeaveTypeFormFields({
  leaveType,
  onSubmit,
  onCancel,
  roles,
}: LeaveTypeFormProps & { roles: { id: string; name: string }[] }) {
  const form = useApiForm<LeaveTypeValues, LeaveTypeFields>({
    schema: LeaveTypeFormSchema,
    defaultValues: {
      name: leaveType?.name ?? '',
      isPaid: leaveType?.isPaid ?? true,
      yearlyAllocation: leaveType?.yearlyAllocation ?? 12,
      accrual: leaveType?.accrual ?? 'yearly',
      proration: leaveType?.proration ?? 'joining_month',
      effective: leaveType ? 'now' : undefined,
      allowsHalfDays: leaveType?.allowsHalfDays ?? true,
      tracksBalance: leaveType?.tracksBalance ?? true,
      carryForwardCap: leaveType?.carryForwardCap ?? 0,
      documentRequiredAfterDays: leaveType?.documentRequiredAfterDays ?? null,
      approvalSteps: leaveType?.approvalSteps.map(({ kind, roleId, userId }) => ({
        kind,
        roleId,
        userId,
      })) ?? [{ kind: 'manager', roleId: null, userId: null }],
      escalationDays: leaveType?.escalationDays ?? null,
    },
    onSubmit,
  });
  const {
    register,
    control,
    watch,
    formState: { errors },
  } = form;
  const steps = useFieldArray({ control, name: 'approvalSteps' });
  const stepKinds = watch('approvalSteps');
  const watched = watch(['yearlyAllocation', 'accrual', 'carryForwardCap', 'proration', 'effective']);
  // The policy fields that really change (valid numbers only): what the preview asks about.
  const policyBody = useMemo((): LeavePolicyPreviewBody | null => {
    if (!leaveType) return null;
    const [yearlyAllocation, accrual, carryForwardCap, proration, effective] = watched;
    const values = { yearlyAllocation, accrual, carryForwardCap, proration };
    const changed: Record<string, unknown> = {};
    for (const field of POLICY_FIELDS) {
      const value = values[field];
      if (typeof value === 'number' && !Number.isFinite(value)) return null;
      if (value !== undefined && value !== leaveType[field]) changed[field] = value;
    }
    if (Object.keys(changed).length === 0) return null;
    return { ...changed, effective: effective ?? 'now' } as LeavePolicyPreviewBody;
  }, [leaveType, watched]);

  return (
    <ApiFormShell form={form} label={leaveType ? 'Edit leave type' : 'Add leave type'} onCancel={onCancel}>
      <TextField label={requiredLabel('Name')} error={errors.name?.message} {...register('name')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={requiredLabel('Yearly allocation (days)')}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.5}
          error={errors.yearlyAllocation?.message}
          {...register('yearlyAllocation', { setValueAs: toNumber })}
        />
        <SelectField
          label="Accrual"
          choices={[
            { id: 'yearly', label: 'All at the start of the year' },
            { id: 'monthly', label: 'Monthly (a twelfth each month)' },
          ]}
          error={errors.accrual?.message}
          {...register('accrual')}
        />
        <SelectField
          label="Joining year"
          choices={[
            { id: 'joining_month', label: 'Prorated from the joining month' },
            { id: 'days', label: 'Prorated by days from the joining day' },
            { id: 'none', label: 'Not prorated' },
          ]}
          hint="What someone who joins during the year is credited for that year."
          error={errors.proration?.message}
          {...register('proration')}
        />
        {leaveType && (
          <SelectField
            label="Allocation, accrual or carry-forward changes take effect"
            choices={[
              { id: 'now', label: "Now: this year's balances are recomputed" },
              { id: 'next_year', label: 'From the next leave year' },
            ]}
            hint={
              leaveType.pendingChange
                ? `A change waits for 1 January ${leaveType.pendingChange.effectiveYear}.`
                : 'Every change of a balance is a ledger row with its reason.'
            }
            error={errors.effective?.message}
            {...register('effective')}
          />
        )}
        <TextField
          label="Carry-forward cap (days)"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.5}
          hint="Unused days carried into the next year at most; 0 carries nothing."
          error={errors.carryForwardCap?.message}
          {...register('carryForwardCap', { setValueAs: toNumber })}
        />
        <TextField
          label="Document required beyond (days)"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.5}
          hint="E.g. 2: leave of more than 2 days needs an attachment. Empty: never."
          error={errors.documentRequiredAfterDays?.message}
          {...register('documentRequiredAfterDays', { setValueAs: toNumberOrNull })}
        />
      </div>
      {leaveType && policyBody && <PolicyPreview typeId={leaveType.id} body={policyBody} />}
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-300">Options</legend>
        <label className={checkboxRow}>
          <input type="checkbox" className="mt-0.5 size-4 accent-brand-600" {...register('isPaid')} />
          Paid leave
        </label>
        <label className={checkboxRow}>
          <input type="checkbox" className="mt-0.5 size-4 accent-brand-600" {...register('allowsHalfDays')} />
          Half days allowed
        </label>
        <label className={checkboxRow}>
          <input type="checkbox" className="mt-0.5 size-4 accent-brand-600" {...register('tracksBalance')} />
          Track a balance (applications cannot exceed what remains)
        </label>
      </fieldset>
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-300">
          Approval chain
        </legend>
        <p className="text-xs text-slate-600 dark:text-slate-400">
          Steps decide in order; every step must approve. With no step, the applicant's manager decides.
        </p>
        <ol className="grid gap-3">
          {steps.fields.map((step, index) => {
            const kind = stepKinds?.[index]?.kind;
            const stepErrors = errors.approvalSteps?.[index];
            return (
              <li
                key={step.id}
                className="grid gap-3 rounded-xl border border-slate-200 p-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] dark:border-slate-800"
              >
                <SelectField
                  label={`Step ${index + 1}`}
                  choices={APPROVAL_STEP_KINDS.map((entry) => ({ id: entry, label: STEP_KIND_LABEL[entry] }))}
                  error={stepErrors?.kind?.message}
                  {...register(`approvalSteps.${index}.kind`)}
                />
                {kind === 'role' ? (
                  <SelectField
                    label="Role"
                    empty="Select a role"
                    choices={roles.map((role) => ({ id: role.id, label: role.name }))}
                    error={stepErrors?.roleId?.message}
                    {...register(`approvalSteps.${index}.roleId`, { setValueAs: (v) => v || null })}
                  />
                ) : kind === 'person' ? (
                  <Controller
                    control={control}
                    name={`approvalSteps.${index}.userId`}
                    render={({ field }) => (
                      <ColleagueField
                        label="Person"
                        value={field.value}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        error={stepErrors?.userId?.message}
                        emptyChoice="Select a person"
                      />
                    )}
                  />
                ) : (
                  <p className="self-end pb-2 text-sm text-slate-600 dark:text-slate-400">
                    From the reporting tree.
                  </p>
                )}
                <div className="flex items-end">
                  <Button
                    variant="ghost"
                    aria-label={`Remove step ${index + 1}`}
                    onClick={() => steps.remove(index)}
                  >
                    <Trash2 aria-hidden className="size-4" />
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
        {errors.approvalSteps?.message && (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            {errors.approvalSteps.message}
          </p>
        )}
        <div className="flex flex-wrap items-end gap-4">
          <Button
            variant="secondary"
            disabled={steps.fields.length >= LEAVE_APPROVAL_STEPS_MAX}
            onClick={() => steps.append({ kind: 'role', roleId: null, userId: null })}
          >
            <Plus aria-hidden className="size-4" />
            Add step
          </Button>
          <TextField
            label="Escalate after (days)"
            className="w-full sm:w-56"
            type="number"
            inputMode="numeric"
            min={1}
            max={60}
            hint="A step waiting this long moves up a level. Empty: never."
            error={errors.escalationDays?.message}
            {...register('escalationDays', { setValueAs: toNumberOrNull })}
          />
        </div>
      </fieldset>
    </ApiFormShell>
  );
}
