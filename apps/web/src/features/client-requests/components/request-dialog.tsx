import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CreateRequestSchema,
  DEFAULT_REMIND_DAYS_BEFORE,
  DEFAULT_REMIND_EVERY_DAYS_AFTER,
  REQUEST_NO_RECIPIENT,
  type RequestDetail,
  UpdateRequestSchema,
} from '@taskflow/shared';
import { useEffect, useState } from 'react';
import { Controller, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import {
  ApiFormShell,
  FIX_FIELDS_MESSAGE,
  requiredLabel,
  useApiForm,
} from '../../../components/forms/api-form';
import { ChoiceSelect } from '../../../components/forms/choice-select';
import { NEW_ITEM, RequestItemsFields } from '../../../components/forms/request-items-fields';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { ApiError } from '../../../lib/api-client';
import { useCan } from '../../../lib/auth';
import { customerSource } from '../../../lib/choice-sources';
import { customerJobsQueryOptions } from '../../../lib/client-jobs-queries';
import { customerQueryOptions } from '../../../lib/customer-queries';
import { notify } from '../../../lib/notify';
import { rememberSendResult, useCreateRequest, useUpdateRequest } from '../api/requests';

/** The form's schema: a new request's, with the items an edit keeps (by id) as well. */
const RequestFormSchema = CreateRequestSchema.extend({ items: UpdateRequestSchema.shape.items.unwrap() });
type FormInput = z.input<typeof RequestFormSchema>;
type FormOutput = z.output<typeof RequestFormSchema>;

const ITEM_FIELD = /^items\.(\d+)\.(name|note)$/;

/**
 * Puts the server's item messages ("items.2.name") on their rows, which the form's usual placing would
 * put on the list as a whole; what is left is thrown on for the form to place.
 */
function placeItemErrors(error: unknown, form: Pick<UseFormReturn<FormInput>, 'setError'>): unknown {
  if (!(error instanceof ApiError)) return error;
  const rest: Record<string, string> = {};
  let placed = 0;
  for (const [field, message] of Object.entries(error.fields)) {
    const match = ITEM_FIELD.exec(field);
    if (match) {
      form.setError(`items.${Number(match[1])}.${match[2] as 'name' | 'note'}`, { type: 'server', message });
      placed += 1;
    } else rest[field] = message;
  }
  if (placed === 0) return error;
  return new ApiError(error.status, error.code, FIX_FIELDS_MESSAGE, rest);
}

/** "7, 3, 1" as numbers; what is not a number stays NaN, for the schema to name. */
const parseDays = (text: string) =>
  text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : Number.NaN));

/** The days before the due date as one text field ("7, 3, 1"), kept as the list the API takes. */
function DaysBeforeField({
  value,
  onChange,
  error,
}: {
  value: number[] | undefined;
  onChange: (days: number[]) => void;
  error?: string;
}) {
  const [text, setText] = useState(() => (value ?? []).join(', '));
  return (
    <TextField
      label="Remind before the due date (days)"
      inputMode="numeric"
      hint="Days before the due date, separated by commas; leave empty for none."
      error={error}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(parseDays(event.target.value));
      }}
    />
  );
}

function defaultsOf(
  request: RequestDetail | undefined,
  customerId: string,
  jobId: string | undefined,
): FormInput {
  if (request) {
    return {
      customerId: request.customer.id,
      jobId: request.job?.id,
      title: request.title,
      message: request.message ?? '',
      dueOn: request.dueOn,
      items: request.items.map((item) => ({
        id: item.id,
        name: item.name,
        note: item.note ?? '',
        wantsFile: item.wantsFile,
      })),
      contactIds: request.contactIds,
      remindDaysBefore: request.remindDaysBefore,
      remindEveryDaysAfter: request.remindEveryDaysAfter,
      send: false,
    };
  }
  return {
    customerId,
    jobId,
    title: '',
    message: '',
    dueOn: '',
    items: [{ ...NEW_ITEM }],
    contactIds: [],
    remindDaysBefore: [...DEFAULT_REMIND_DAYS_BEFORE],
    remindEveryDaysAfter: DEFAULT_REMIND_EVERY_DAYS_AFTER,
    send: true,
  };
}

/** The client's contacts with an email, as checkboxes; those who receive requests are ticked for a new one. */
function ContactsField({
  form,
  customerId,
  isNew,
}: {
  form: UseFormReturn<FormInput, unknown, FormOutput>;
  customerId: string;
  isNew: boolean;
}) {
  const customer = useQuery({ ...customerQueryOptions(customerId), enabled: Boolean(customerId) });
  const withEmail = (customer.data?.contacts ?? []).filter((contact) => contact.email);
  const { setValue, getFieldState } = form;
  // A new request goes to the contacts who receive requests, until someone chooses otherwise.
  useEffect(() => {
    if (!isNew || !customer.data || getFieldState('contactIds').isDirty) return;
    setValue(
      'contactIds',
      customer.data.contacts.filter((contact) => contact.email && contact.receivesRequests).map((c) => c.id),
    );
  }, [isNew, customer.data, setValue, getFieldState]);
  const error = form.formState.errors.contactIds?.message;
  if (!customerId) return null;
  return (
    <Controller
      control={form.control}
      name="contactIds"
      render={({ field }) => {
        const chosen = new Set(field.value ?? []);
        return (
          <fieldset className="grid gap-2" aria-describedby={error ? 'request-contacts-error' : undefined}>
            <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-300">Send to</legend>
            {customer.isPending ? (
              <p className="text-sm text-slate-600 dark:text-slate-400">Loading the client's contacts…</p>
            ) : withEmail.length === 0 ? (
              <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-100">
                {REQUEST_NO_RECIPIENT}
              </p>
            ) : (
              withEmail.map((contact) => (
                <label key={contact.id} className="flex min-w-0 items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-4 shrink-0 accent-brand-600"
                    checked={chosen.has(contact.id)}
                    onChange={(event) => {
                      const next = new Set(chosen);
                      if (event.target.checked) next.add(contact.id);
                      else next.delete(contact.id);
                      field.onChange([...next]);
                    }}
                  />
                  <span className="min-w-0 wrap-anywhere">
                    {contact.name}
                    {contact.role && (
                      <span className="text-slate-500 dark:text-slate-400">, {contact.role}</span>
                    )}{' '}
                    <span className="text-slate-600 dark:text-slate-400">&lt;{contact.email}&gt;</span>
                  </span>
                </label>
              ))
            )}
            {error && (
              <p id="request-contacts-error" role="alert" className="text-sm text-red-600 dark:text-red-400">
                {error}
              </p>
            )}
          </fieldset>
        );
      }}
    />
  );
}

/** The client's jobs to choose from (View Services reads them), latest periods first by service. */
function JobField({
  form,
  customerId,
}: {
  form: UseFormReturn<FormInput, unknown, FormOutput>;
  customerId: string;
}) {
  const canViewServices = useCan('services.view');
  const jobs = useQuery({
    ...customerJobsQueryOptions(customerId),
    enabled: canViewServices && Boolean(customerId),
  });
  if (!canViewServices || !customerId) return null;
  const choices = (jobs.data?.services ?? []).flatMap((entry) =>
    entry.jobs.map((job) => ({ id: job.id, label: `${entry.service.name} · ${job.periodLabel}` })),
  );
  return (
    <SelectField
      label="Job"
      empty={jobs.isPending ? 'Loading the jobs…' : 'No job'}
      choices={choices}
      hint="A request on a job makes it wait on the client while an item is owed."
      error={form.formState.errors.jobId?.message}
      {...form.register('jobId', { setValueAs: (value) => value || undefined })}
    />
  );
}

export interface RequestDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** Called with the request once saved (a new one is opened by the caller). */
  onSaved?: (request: RequestDetail) => void;
  /** The client, fixed (a client's page, a job's page); without it the form asks. */
  customer?: { id: string; name: string };
  /** The job, fixed (a job's page). */
  job?: { id: string; title: string };
  /** The request to edit (open requests only). */
  request?: RequestDetail;
}

function RequestForm({ onClose, onSaved, customer, job, request }: Omit<RequestDialogProps, 'isOpen'>) {
  const create = useCreateRequest();
  const update = useUpdateRequest(request?.id ?? '');
  const queryClient = useQueryClient();
  const form = useApiForm<FormInput, FormOutput>({
    schema: RequestFormSchema,
    defaultValues: defaultsOf(request, customer?.id ?? '', job?.id),
    onSubmit: async (values) => {
      try {
        if (request) {
          const saved = await update.mutateAsync({
            title: values.title,
            // A message emptied is cleared (left out, it would be kept).
            message: values.message ?? null,
            dueOn: values.dueOn,
            items: values.items,
            contactIds: values.contactIds,
            remindDaysBefore: values.remindDaysBefore,
            remindEveryDaysAfter: values.remindEveryDaysAfter,
          });
          notify('success', 'Request saved.');
          onSaved?.(saved);
        } else {
          const { items, ...rest } = values;
          const result = await create.mutateAsync({
            ...rest,
            items: items.map(({ id: _id, ...item }) => item),
          });
          if (result.sent) rememberSendResult(queryClient, result.data.id, result.sent);
          notify(
            'success',
            result.sent
              ? `Request sent to ${result.sent.sentTo.join(', ') || 'the client'}.`
              : 'Request saved. Send it when it is ready.',
          );
          onSaved?.(result.data);
        }
        onClose();
      } catch (error) {
        throw placeItemErrors(error, form);
      }
    },
  });
  const { register, watch, formState } = form;
  const { errors } = formState;
  const customerId = watch('customerId');
  const isNew = !request;
  const untypedForm = form as unknown as UseFormReturn<FieldValues, unknown, unknown>;
  return (
    <ApiFormShell
      form={form}
      label={request ? `Edit ${request.title}` : 'New request'}
      submitLabel={request ? 'Save' : watch('send') ? 'Send request' : 'Save request'}
      onCancel={onClose}
    >
      {customer || request ? (
        <p className="text-sm">
          <span className="font-medium text-slate-700 dark:text-slate-300">Client: </span>
          {customer?.name ?? request?.customer.name}
          {(job ?? request?.job) && (
            <>
              <span className="font-medium text-slate-700 dark:text-slate-300"> · Job: </span>
              {job?.title ?? request?.job?.title}
            </>
          )}
        </p>
      ) : (
        <Controller
          control={form.control}
          name="customerId"
          render={({ field }) => (
            <ChoiceSelect
              label={requiredLabel('Client')}
              source={customerSource}
              value={field.value}
              onChange={(id) => {
                field.onChange(id);
                form.setValue('jobId', undefined);
                form.resetField('contactIds', { defaultValue: [] });
              }}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={errors.customerId?.message}
              placeholder="Search clients"
            />
          )}
        />
      )}
      {isNew && !job && <JobField form={form} customerId={customerId} />}
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem]">
        <TextField
          label={requiredLabel('Title')}
          placeholder="e.g. Documents for GSTR-3B, March"
          error={errors.title?.message}
          {...register('title')}
        />
        <TextField
          label={requiredLabel('Due date')}
          type="date"
          error={errors.dueOn?.message}
          {...register('dueOn')}
        />
      </div>
      <TextAreaField
        label="Message"
        hint="Shown to the client above the items, and in the email."
        error={errors.message?.message}
        {...register('message')}
      />
      <RequestItemsFields form={untypedForm} name="items" />
      <ContactsField form={form} customerId={customerId} isNew={isNew} />
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-300">Reminders</legend>
        <Controller
          control={form.control}
          name="remindDaysBefore"
          render={({ field }) => (
            <DaysBeforeField
              value={field.value}
              onChange={field.onChange}
              error={
                errors.remindDaysBefore?.message ??
                errors.remindDaysBefore?.root?.message ??
                firstOf(errors.remindDaysBefore)
              }
            />
          )}
        />
        <TextField
          label="Then every N days after it"
          type="number"
          inputMode="numeric"
          min={0}
          max={30}
          hint={`0 for none after the due date; they stop when everything is in (default ${DEFAULT_REMIND_EVERY_DAYS_AFTER}).`}
          error={errors.remindEveryDaysAfter?.message}
          {...register('remindEveryDaysAfter', { valueAsNumber: true })}
        />
      </fieldset>
      {isNew && (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4 accent-brand-600" {...register('send')} />
          Send it now by email (otherwise it is saved to send later)
        </label>
      )}
    </ApiFormShell>
  );
}

/** The message of the first wrong entry of a list field ("7, x, 1"): zod names the entry, not the list. */
function firstOf(errors: unknown): string | undefined {
  if (!Array.isArray(errors)) return undefined;
  return errors.find((entry) => entry?.message)?.message;
}

/** "New request" and "Edit request": the client (or the one given), the job, the items, whom to mail, the reminders. */
export function RequestDialog({ isOpen, onClose, ...props }: RequestDialogProps) {
  const title = props.request ? 'Edit request' : 'New request';
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={title}>
      <div className="grid gap-4 p-6">
        <h2 className="pr-8 text-xl font-semibold">{title}</h2>
        {props.request === undefined && (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            The client gets an email with a link to a page listing these items, where they upload files and
            add notes without an account. Reminders go by themselves until everything is in.
          </p>
        )}
        <RequestForm onClose={onClose} {...props} />
      </div>
    </Modal>
  );
}
