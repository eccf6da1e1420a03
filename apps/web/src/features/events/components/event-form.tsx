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
import { useId } from 'react';
import { Controller, type Path } from 'react-hook-form';
import { ApiFormShell, requiredLabel, useApiForm } from '../../../components/forms/api-form';
import { PeopleChecklist } from '../../../components/forms/people-checklist';
import { FieldError, SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { ListSkeleton } from '../../../components/ui/skeleton';
import { useDates } from '../../../lib/dates';
import { useEventMembers } from '../api/events';

const labelClasses = 'mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300';

/** Server field names that the form shows under another name. */
const SERVER_FIELDS: Record<string, Path<EventFormValues>> = { startsAt: 'startsAtLocal' };

function AttendeePicker({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string;
}) {
  const members = useEventMembers(true);
  return (
    <PeopleChecklist
      legend="Attendees"
      filterLabel="Filter people"
      people={members.data ?? []}
      isPending={members.isPending}
      isError={members.isError}
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}

/** Add or edit an event: section 3's fields plus attendees and reminders. */
export function EventForm(props: EventFormProps) {
  // The typed time means the organization's zone: wait until it is known.
  const { isReady } = useDates();
  if (!isReady) {
    return <ListSkeleton rows={2} rowClassName="h-10" label="Loading the form…" />;
  }
  return <EventFormFields {...props} />;
}

interface EventFormProps {
  event?: EventDetail;
  submitLabel: string;
  onSubmit: (body: CreateEventBody) => Promise<unknown>;
  onCancel: () => void;
}

function EventFormFields({
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
  const { timeZone, isPersonal } = useDates();
  const form = useApiForm<EventFormValues>({
    schema: EventFormSchema,
    defaultValues: {
      title: event?.title ?? '',
      type: event?.type ?? '',
      startsAtLocal: event ? toLocalDateTimeInput(event.startsAt, timeZone) : '',
      durationMinutes: event?.durationMinutes ? String(event.durationMinutes) : '',
      location: event?.location ?? '',
      description: event?.description ?? '',
      attendeeIds: event?.attendees.map((attendee) => attendee.userId) ?? [],
      reminders: event?.reminders ?? ['1d'],
    },
    // The typed date and time are the organization's, as every screen shows them.
    onSubmit: (values) => onSubmit(eventFormToBody(values, timeZone)),
    serverFields: SERVER_FIELDS,
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;

  return (
    <ApiFormShell
      form={form}
      label={event ? 'Edit Event' : 'Add Event'}
      submitLabel={submitLabel}
      onCancel={onCancel}
      bleed="card"
    >
      <TextField label={requiredLabel('Event Title')} error={errors.title?.message} {...register('title')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label={requiredLabel('Event Type')}
          empty="Select a type"
          choices={EVENT_TYPES.map((type) => ({ id: type, label: type }))}
          error={errors.type?.message}
          {...register('type')}
        />
        <TextField
          label={requiredLabel('Date & Time')}
          type="datetime-local"
          hint={`In ${isPersonal ? 'your' : "the organization's"} time zone (${timeZone}).`}
          error={errors.startsAtLocal?.message}
          {...register('startsAtLocal')}
        />
        <TextField
          label="Duration (minutes)"
          type="number"
          inputMode="numeric"
          min={1}
          step={5}
          hint="Leave empty for an event without an end time."
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
      <TextAreaField
        label="Description"
        rows={4}
        error={errors.description?.message}
        {...register('description')}
      />
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
    </ApiFormShell>
  );
}
