import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CreateEventBody,
  EVENT_TYPES,
  type EventDetail,
  EventFormSchema,
  type EventFormValues,
  eventFormToBody,
  REMINDER_LABELS,
  REMINDER_OFFSETS,
  toLocalDateTimeInput,
} from '@taskflow/shared';
import { useId, useMemo, useState } from 'react';
import { Controller, type Path, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FieldError, inputClasses, TextField } from '../../../components/ui/field';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { useEventMembers } from '../api/events';

const labelClasses = 'mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300';
const Required = () => (
  <span className="text-red-600 dark:text-red-400" aria-hidden>
    {' '}
    *
  </span>
);

/** Server field names that the form shows under another name. */
const FORM_FIELD: Record<string, Path<EventFormValues>> = { startsAt: 'startsAtLocal' };

function AttendeePicker({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string;
}) {
  const id = useId();
  const [filter, setFilter] = useState('');
  const members = useEventMembers(true);
  const shown = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    return (members.data ?? []).filter(
      (member) => !needle || `${member.name} ${member.jobTitle ?? ''}`.toLowerCase().includes(needle),
    );
  }, [members.data, filter]);
  const selected = new Set(value);
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={labelClasses}>
        Attendees{' '}
        <span className="font-normal text-slate-500 dark:text-slate-400">({value.length} selected)</span>
      </legend>
      <input
        type="search"
        aria-label="Filter people"
        placeholder="Filter people…"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        className={inputClasses(false)}
      />
      <div className="mt-2 max-h-48 overflow-y-auto rounded-lg border border-slate-200 p-1 dark:border-slate-700">
        {members.isPending ? (
          <div className="grid gap-2 p-2">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-5 w-1/2" />
          </div>
        ) : members.isError ? (
          <p className="p-2 text-sm text-red-600 dark:text-red-400">Could not load people.</p>
        ) : shown.length === 0 ? (
          <p className="p-2 text-sm text-slate-500">No one matches.</p>
        ) : (
          shown.map((member) => (
            <label
              key={member.id}
              className="flex cursor-pointer items-center gap-3 rounded-md px-2 py-1.5 text-sm hover:bg-slate-50 dark:hover:bg-slate-800"
            >
              <input
                type="checkbox"
                className="size-4 accent-brand-600"
                checked={selected.has(member.id)}
                onChange={(event) =>
                  onChange(
                    event.target.checked
                      ? [...value, member.id]
                      : value.filter((entry) => entry !== member.id),
                  )
                }
              />
              <span className="font-medium">{member.name}</span>
              {member.jobTitle && (
                <span className="text-slate-500 dark:text-slate-400">{member.jobTitle}</span>
              )}
            </label>
          ))
        )}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}

/** Add or edit an event: section 3's fields plus attendees and reminders. */
export function EventForm({
  event,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  event?: EventDetail;
  submitLabel: string;
  onSubmit: (body: CreateEventBody) => Promise<unknown>;
  onCancel: () => void;
}) {
  const id = useId();
  const [formError, setFormError] = useState<string>();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EventFormValues>({
    resolver: zodResolver(EventFormSchema),
    defaultValues: {
      title: event?.title ?? '',
      type: event?.type ?? '',
      startsAtLocal: event ? toLocalDateTimeInput(event.startsAt) : '',
      durationMinutes: event?.durationMinutes ? String(event.durationMinutes) : '',
      location: event?.location ?? '',
      description: event?.description ?? '',
      attendeeIds: event?.attendees.map((attendee) => attendee.userId) ?? [],
      reminders: event?.reminders ?? ['1d'],
    },
  });

  const submit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await onSubmit(eventFormToBody(values));
    } catch (error) {
      if (error instanceof ApiError && error.status > 0) {
        for (const [name, message] of Object.entries(error.fields)) {
          setError(FORM_FIELD[name] ?? (name as Path<EventFormValues>), { message });
        }
        setFormError(error.message);
      } else {
        setFormError('Something went wrong. Try again later.');
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-5" aria-label={event ? 'Edit Event' : 'Add Event'}>
      <TextField
        label={
          <>
            Event Title
            <Required />
          </>
        }
        error={errors.title?.message}
        {...register('title')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-type`} className={labelClasses}>
            Event Type
            <Required />
          </label>
          <select
            id={`${id}-type`}
            className={inputClasses(Boolean(errors.type))}
            aria-invalid={errors.type ? true : undefined}
            aria-describedby={errors.type ? `${id}-type-error` : undefined}
            {...register('type')}
          >
            <option value="">Select a type</option>
            {EVENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
          <FieldError id={`${id}-type-error`} message={errors.type?.message} />
        </div>
        <TextField
          label={
            <>
              Date &amp; Time
              <Required />
            </>
          }
          type="datetime-local"
          error={errors.startsAtLocal?.message}
          {...register('startsAtLocal')}
        />
        <TextField
          label="Duration (minutes)"
          type="number"
          inputMode="numeric"
          min={1}
          step={5}
          placeholder="60"
          error={errors.durationMinutes?.message}
          {...register('durationMinutes')}
        />
        <TextField
          label="Location/Venue"
          placeholder="Board room, or https://meet… link"
          hint="A place, or a link for a virtual event."
          error={errors.location?.message}
          {...register('location')}
        />
      </div>
      <div>
        <label htmlFor={`${id}-description`} className={labelClasses}>
          Description
        </label>
        <textarea
          id={`${id}-description`}
          rows={4}
          className={inputClasses(Boolean(errors.description))}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? `${id}-description-error` : undefined}
          {...register('description')}
        />
        <FieldError id={`${id}-description-error`} message={errors.description?.message} />
      </div>
      <div className="grid gap-5 md:grid-cols-2">
        <Controller
          control={control}
          name="attendeeIds"
          render={({ field, fieldState }) => (
            <AttendeePicker value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
          )}
        />
        <fieldset>
          <legend className={labelClasses}>Reminders</legend>
          <p className="mb-2 text-xs text-slate-500 dark:text-slate-400">
            Attendees get a notification (and an email) before the event.
          </p>
          <div className="grid gap-2">
            {REMINDER_OFFSETS.map((offset) => (
              <label key={offset} className="flex items-center gap-3 text-sm">
                <input
                  type="checkbox"
                  value={offset}
                  className="size-4 accent-brand-600"
                  {...register('reminders')}
                />
                {REMINDER_LABELS[offset]}
              </label>
            ))}
          </div>
          <FieldError id={`${id}-reminders-error`} message={errors.reminders?.message} />
        </fieldset>
      </div>
      {formError && (
        <p
          role="alert"
          className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 dark:bg-red-950 dark:text-red-300"
        >
          {formError}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" isLoading={isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
