import {
  type CreateEventBody,
  EVENT_LEAD_TIME_HINT,
  EVENT_LEAD_TIME_MS,
  EVENT_SHORT_NOTICE,
  EVENT_TYPES,
  type EventDetail,
  EventFormSchema,
  type EventFormValues,
  eventFormToBody,
  REMINDER_LABELS,
  REMINDER_OFFSETS,
  toLocalDateTimeInput,
  zonedInputToIso,
} from '@taskflow/shared';
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import {
  type Control,
  Controller,
  type FieldErrors,
  type Path,
  type UseFormRegister,
  useFieldArray,
  useWatch,
} from 'react-hook-form';
import { ApiFormShell, requiredLabel, useApiForm } from '../../../components/forms/api-form';
import { PeopleChecklist } from '../../../components/forms/people-checklist';
import { Button } from '../../../components/ui/button';
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

/**
 * People outside the organization, by email (and name): the spec's guest access. Each new guest is
 * emailed a personal link to answer; guests kept on an edit keep their answer.
 */
function GuestRows({
  control,
  register,
  errors,
}: {
  control: Control<EventFormValues>;
  register: UseFormRegister<EventFormValues>;
  errors: FieldErrors<EventFormValues>;
}) {
  const rows = useFieldArray({ control, name: 'guests' });
  const id = useId();
  return (
    <fieldset aria-describedby={`${id}-guests-hint`}>
      <legend className={labelClasses}>Guests</legend>
      <p id={`${id}-guests-hint`} className="mb-2 text-xs text-slate-500 dark:text-slate-400">
        People outside your organization. Each is emailed the event and a link to answer Yes, No or Maybe
        without signing in.
      </p>
      {rows.fields.length > 0 && (
        <ul className="mb-3 grid gap-3">
          {rows.fields.map((row, index) => (
            <li
              key={row.id}
              className="grid items-start gap-2 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto]"
            >
              <TextField
                label={requiredLabel(`Guest ${index + 1} email`)}
                type="email"
                autoComplete="off"
                error={errors.guests?.[index]?.email?.message}
                {...register(`guests.${index}.email`)}
              />
              <TextField
                label={`Guest ${index + 1} name`}
                autoComplete="off"
                error={errors.guests?.[index]?.name?.message}
                {...register(`guests.${index}.name`)}
              />
              <Button
                variant="secondary"
                className="sm:mt-6"
                aria-label={`Remove guest ${index + 1}`}
                onClick={() => rows.remove(index)}
              >
                <Trash2 aria-hidden className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Button variant="secondary" onClick={() => rows.append({ email: '', name: '' })}>
        <Plus aria-hidden className="size-4" />
        Add guest
      </Button>
      <FieldError
        id={`${id}-guests-error`}
        message={errors.guests?.message ?? errors.guests?.root?.message}
      />
    </fieldset>
  );
}

/** The guide's lead time (24 to 48 hours), and a word when the chosen time is sooner than that. */
function leadTimeHint(startsAtLocal: string, timeZone: string, now = Date.now()): string {
  if (!startsAtLocal) return EVENT_LEAD_TIME_HINT;
  const startsAt = Date.parse(zonedInputToIso(startsAtLocal, timeZone));
  if (Number.isNaN(startsAt) || startsAt <= now || startsAt - now >= EVENT_LEAD_TIME_MS)
    return EVENT_LEAD_TIME_HINT;
  return EVENT_SHORT_NOTICE;
}

/** Add or edit an event: section 3's fields plus attendees, guests and reminders. */
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
      guests: (event?.guests ?? []).map((guest) => ({ email: guest.email, name: guest.name ?? '' })),
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
  const startsAtLocal = useWatch({ control, name: 'startsAtLocal' });

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
          hint={`In ${isPersonal ? 'your' : "the organization's"} time zone (${timeZone}). ${leadTimeHint(startsAtLocal, timeZone)}`}
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
          {/* Each choice is a row at least 32 px high, so its 16 px box has the clear 24 px that
              WCAG 2.5.8 asks for (a click anywhere on the row ticks it). */}
          <div className="grid gap-1">
            {REMINDER_OFFSETS.map((offset) => (
              <label key={offset} className="flex min-h-8 cursor-pointer items-center gap-3 text-sm">
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
      <GuestRows control={control} register={register} errors={errors} />
    </ApiFormShell>
  );
}
