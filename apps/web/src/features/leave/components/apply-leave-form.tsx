import {
  type ApplyLeaveBody,
  ApplyLeaveBodySchema,
  type ApplyLeaveInput,
  addCalendarDays,
  leaveAttachmentRequired,
  leaveEarliestStart,
  leaveTooFarBack,
  todayIn,
} from '@taskflow/shared';
import { useEffect, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { ApiFormShell, requiredLabel, useApiForm } from '../../../components/forms/api-form';
import { ColleagueField } from '../../../components/forms/colleague-field';
import { Field, SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { useMe } from '../../../lib/auth';
import { checkFile } from '../../../lib/file-check';
import { useCurrentOrganization } from '../../../lib/organization';
import { useApplyLeave, useLeaveTypes, useUploadLeaveAttachment } from '../api/leave';
import { halfDayChoice, needsDocument, previewBody } from '../lib/apply-rules';
import { LEAVE_ATTACHMENT_ACCEPT, LEAVE_ATTACHMENT_RULE } from '../lib/attachment-check';
import { LeavePreviewPanel, useLeavePreview } from './leave-preview-panel';

/** The upload answers its refusal on `file`; the form shows it under the document field. */
const SERVER_FIELDS = { file: 'attachmentId' } as const;

const checkboxLabel = 'flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300';

/**
 * Apply for Leave (spec section 3): Leave Type, From Date, To Date, Reason for Leave, Address During
 * Leave, Emergency Contact, Work Assignment; half days where the type allows them and a document where
 * it asks for one. The API's preview shows what the dates cost before anything is sent.
 */
export function ApplyLeaveForm({
  onApplied,
  onCancel,
}: {
  onApplied: (id: string) => void;
  onCancel: () => void;
}) {
  const { data: me } = useMe();
  const types = useLeaveTypes();
  const apply = useApplyLeaveWithDocument();
  const [file, setFile] = useState<File>();
  const [fileError, setFileError] = useState<string>();

  const form = useApiForm<ApplyLeaveBody, ApplyLeaveInput>({
    schema: ApplyLeaveBodySchema,
    defaultValues: {
      leaveTypeId: '',
      fromDate: '',
      toDate: '',
      fromDateHalf: false,
      toDateHalf: false,
      reason: '',
      addressDuringLeave: '',
      emergencyContact: '',
      workAssigneeId: null,
      attachmentId: null,
    },
    serverFields: SERVER_FIELDS,
    onSubmit: async (values) => {
      const chosenType = typeOf(values.leaveTypeId);
      if (needsDocumentNow && !file && chosenType?.documentRequiredAfterDays != null) {
        const message = leaveAttachmentRequired(chosenType.documentRequiredAfterDays, chosenType.name);
        throw new ApiError(400, 'VALIDATION_FAILED', message, { attachmentId: message });
      }
      const body = { ...values, ...previewBody(values, chosenType) };
      const detail = await apply.submit(body, needsDocumentNow ? file : undefined);
      onApplied(detail.id);
    },
  });
  const {
    register,
    control,
    watch,
    setValue,
    getValues,
    formState: { errors },
  } = form;

  const [leaveTypeId, fromDate, toDate, fromDateHalf, toDateHalf] = watch([
    'leaveTypeId',
    'fromDate',
    'toDate',
    'fromDateHalf',
    'toDateHalf',
  ]);
  const typeOf = (id: string | undefined) => types.data?.find((type) => type.id === id);
  const type = typeOf(leaveTypeId);
  const halves = halfDayChoice(type, fromDate, toDate);
  const preview = useLeavePreview(
    previewBody({ leaveTypeId, fromDate, toDate, fromDateHalf, toDateHalf }, type),
  );
  const needsDocumentNow = needsDocument(type, preview.data?.totalDays);
  // How far back the type lets an application start, judged in the organization's day.
  const organization = useCurrentOrganization();
  const today = todayIn(organization.data?.timeZone);
  const earliest = type ? addCalendarDays(today, -type.maxDaysBack) : undefined;
  // The rule as guidance under the field, and as the refusal only for a day before it.
  const backLimit = type ? leaveTooFarBack(type.name, type.maxDaysBack) : undefined;
  const earliestHint = type ? `${leaveEarliestStart(type.name, type.maxDaysBack)}.` : undefined;
  // Submit waits while the preview names a refusal Apply would give (the document is this form's own).
  const refusals = Object.entries(preview.data?.errors ?? {})
    .filter(([field]) => field !== 'attachmentId')
    .map(([, message]) => message);
  const tooEarly = Boolean(earliest && fromDate && fromDate < earliest);
  const blockedReason = tooEarly
    ? backLimit
    : refusals.length > 0
      ? `Cannot submit yet: ${refusals.join(' ')}`
      : undefined;

  // A half day the type or the range no longer offers is not sent; one day is its morning or afternoon.
  useEffect(() => {
    if (halves === 'none') {
      setValue('fromDateHalf', false);
      setValue('toDateHalf', false);
    } else if (halves === 'single' && getValues('fromDateHalf') && getValues('toDateHalf')) {
      setValue('toDateHalf', false);
    }
  }, [halves, setValue, getValues]);
  const dayPart = fromDateHalf ? 'afternoon' : toDateHalf ? 'morning' : 'whole';
  const chooseDayPart = (part: 'whole' | 'morning' | 'afternoon') => {
    setValue('fromDateHalf', part === 'afternoon', { shouldDirty: true });
    setValue('toDateHalf', part === 'morning', { shouldDirty: true });
  };

  // To Date follows an empty or earlier To Date when From Date is picked: the common one-day leave.
  const lastFrom = useRef(fromDate);
  useEffect(() => {
    if (fromDate && fromDate !== lastFrom.current && (!toDate || toDate < fromDate)) {
      setValue('toDate', fromDate, { shouldDirty: true });
    }
    lastFrom.current = fromDate;
  }, [fromDate, toDate, setValue]);

  return (
    <ApiFormShell
      form={form}
      label="Apply for Leave"
      submitLabel="Submit application"
      onCancel={onCancel}
      bleed="card"
      blockedReason={blockedReason}
    >
      <SelectField
        label={requiredLabel('Leave Type')}
        empty={types.isPending ? 'Loading…' : 'Select a leave type'}
        choices={(types.data ?? [])
          .filter((entry) => !entry.isArchived)
          .map((entry) => ({ id: entry.id, label: entry.isPaid ? entry.name : `${entry.name} (unpaid)` }))}
        error={errors.leaveTypeId?.message ?? (types.isError ? 'Could not load leave types.' : undefined)}
        hint={
          type?.documentRequiredAfterDays !== null && type?.documentRequiredAfterDays !== undefined
            ? `${leaveAttachmentRequired(type.documentRequiredAfterDays, type.name)}.`
            : undefined
        }
        {...register('leaveTypeId')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="grid gap-2">
          <TextField
            label={requiredLabel('From Date')}
            type="date"
            min={earliest}
            hint={earliestHint}
            error={errors.fromDate?.message ?? (tooEarly ? backLimit : undefined)}
            {...register('fromDate')}
          />
          {halves === 'ends' && (
            <label className={checkboxLabel}>
              <input type="checkbox" className="size-4 accent-brand-600" {...register('fromDateHalf')} />
              Half day: the afternoon only
            </label>
          )}
        </div>
        <div className="grid gap-2">
          <TextField
            label={requiredLabel('To Date')}
            type="date"
            min={fromDate || undefined}
            error={errors.toDate?.message}
            {...register('toDate')}
          />
          {halves === 'ends' && (
            <label className={checkboxLabel}>
              <input type="checkbox" className="size-4 accent-brand-600" {...register('toDateHalf')} />
              Half day: the morning only
            </label>
          )}
        </div>
      </div>
      {halves === 'single' && (
        // One day off is the whole day, its morning or its afternoon: a half day says which.
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-300">Time off</legend>
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            {(
              [
                ['whole', 'The whole day'],
                ['morning', 'Half day: the morning'],
                ['afternoon', 'Half day: the afternoon'],
              ] as const
            ).map(([part, label]) => (
              <label key={part} className={checkboxLabel}>
                <input
                  type="radio"
                  name="day-part"
                  className="size-4 accent-brand-600"
                  checked={dayPart === part}
                  onChange={() => chooseDayPart(part)}
                />
                {label}
              </label>
            ))}
          </div>
          {errors.toDateHalf?.message && (
            <p role="alert" className="text-sm text-red-600 dark:text-red-400">
              {errors.toDateHalf.message}
            </p>
          )}
        </fieldset>
      )}
      <section
        aria-label="Working days"
        className="rounded-xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-800 dark:bg-slate-950/40"
      >
        <LeavePreviewPanel
          preview={preview.data}
          isPending={preview.isFetching && !preview.data}
          error={preview.error}
          leaveTypeName={type?.name}
        />
      </section>
      {needsDocumentNow && (
        <Field
          label={requiredLabel('Supporting document')}
          error={fileError ?? errors.attachmentId?.message}
          hint="An image, PDF, ZIP or Office document of at most 5 MB (a medical certificate, for example)."
        >
          {(control) => (
            <input
              {...control}
              type="file"
              accept={LEAVE_ATTACHMENT_ACCEPT}
              onChange={async (event) => {
                const input = event.currentTarget;
                const chosen = input.files?.[0];
                form.clearErrors('attachmentId');
                if (!chosen) {
                  setFile(undefined);
                  setFileError(undefined);
                  return;
                }
                const problem = await checkFile(chosen, LEAVE_ATTACHMENT_RULE);
                if (problem) input.value = '';
                setFile(problem ? undefined : chosen);
                setFileError(problem);
              }}
              className="block w-full min-w-0 text-sm text-slate-600 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-700 dark:text-slate-300 dark:file:bg-slate-800 dark:file:text-slate-100"
            />
          )}
        </Field>
      )}
      <TextAreaField
        label={requiredLabel('Reason for Leave')}
        rows={3}
        error={errors.reason?.message}
        {...register('reason')}
      />
      <TextAreaField
        label={requiredLabel('Address During Leave')}
        rows={2}
        error={errors.addressDuringLeave?.message}
        {...register('addressDuringLeave')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={requiredLabel('Emergency Contact')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+91 98765 43210"
          hint="A phone number we can reach you on."
          error={errors.emergencyContact?.message}
          {...register('emergencyContact')}
        />
        <Controller
          control={control}
          name="workAssigneeId"
          render={({ field, fieldState }) => (
            <ColleagueField
              label="Work Assignment"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              hint="Optional: the colleague who covers your work."
              excludeId={me?.id}
            />
          )}
        />
      </div>
    </ApiFormShell>
  );
}

/** Uploads the chosen document once (a second Submit after a refusal reuses it), then applies. */
function useApplyLeaveWithDocument() {
  const upload = useUploadLeaveAttachment();
  const apply = useApplyLeave();
  const uploaded = useRef<{ file: File; id: string }>(undefined);
  return {
    submit: async (body: ApplyLeaveBody, file: File | undefined) => {
      let attachmentId: string | null = null;
      if (file) {
        if (uploaded.current?.file !== file) {
          const attachment = await upload.mutateAsync(file);
          uploaded.current = { file, id: attachment.id };
        }
        attachmentId = uploaded.current?.id ?? null;
      }
      return apply.mutateAsync({ ...body, attachmentId });
    },
  };
}
