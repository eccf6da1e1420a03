import {
  NOTIFICATION_MESSAGE_MAX,
  NOTIFICATION_TITLE_MAX,
  type SendNotificationBody,
  SendNotificationBodySchema,
} from '@taskflow/shared';
import { useId, useState } from 'react';
import type { FieldError as HookFieldError } from 'react-hook-form';
import { type ApiFormOptions, ApiFormShell, useApiForm } from '../../../components/forms/api-form';
import { FieldError, SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { useAudienceDepartments, useAudiencePeople, useSendNotification } from '../api/notifications';

type AudienceType = SendNotificationBody['audience']['type'];
interface Values {
  title: string;
  message: string;
  audience: { type: AudienceType; departmentId?: string; userIds?: string[] };
}

// The form's values hold every audience field at once; the union schema reads the chosen one.
const FormSchema = SendNotificationBodySchema as unknown as ApiFormOptions<
  Values,
  SendNotificationBody
>['schema'];

const AUDIENCES: { type: AudienceType; label: string }[] = [
  { type: 'everyone', label: 'Everyone' },
  { type: 'department', label: 'A department' },
  { type: 'people', label: 'Chosen people' },
];

/** Send Notification: an announcement to everyone, one department or chosen people. */
export function SendNotificationForm({
  onSent,
  onCancel,
}: {
  onSent: (recipients: number) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const send = useSendNotification();
  const [peopleSearch, setPeopleSearch] = useState('');
  const form = useApiForm<Values, SendNotificationBody>({
    schema: FormSchema,
    defaultValues: { title: '', message: '', audience: { type: 'everyone', departmentId: '', userIds: [] } },
    onSubmit: async (body) => {
      const answer = await send.mutateAsync(body);
      onSent(answer.data.recipients);
    },
  });
  const {
    register,
    setValue,
    watch,
    formState: { errors },
  } = form;
  const audienceType = watch('audience.type');
  const chosen = watch('audience.userIds') ?? [];
  const departments = useAudienceDepartments(audienceType === 'department');
  const people = useAudiencePeople(peopleSearch, audienceType === 'people');
  const audienceErrors = errors.audience as
    | (HookFieldError & { departmentId?: HookFieldError; userIds?: HookFieldError })
    | undefined;

  const togglePerson = (personId: string, isChosen: boolean) => {
    const next = isChosen ? [...chosen, personId] : chosen.filter((value) => value !== personId);
    setValue('audience.userIds', next, { shouldValidate: Boolean(audienceErrors?.userIds) });
  };

  return (
    <ApiFormShell form={form} label="Send Notification" submitLabel="Send Notification" onCancel={onCancel}>
      <TextField
        label="Title"
        maxLength={NOTIFICATION_TITLE_MAX}
        error={errors.title?.message}
        {...register('title')}
      />
      <TextAreaField
        label="Message"
        rows={4}
        maxLength={NOTIFICATION_MESSAGE_MAX}
        error={errors.message?.message}
        {...register('message')}
      />
      <fieldset>
        <legend className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300">Send to</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {AUDIENCES.map((audience) => (
            <label key={audience.type} className="flex items-center gap-2 text-sm">
              <input type="radio" value={audience.type} className="size-4" {...register('audience.type')} />
              {audience.label}
            </label>
          ))}
        </div>
        <FieldError id={`${id}-audience-error`} message={audienceErrors?.message} />
      </fieldset>
      {audienceType === 'department' && (
        <SelectField
          label="Department"
          empty={departments.isPending ? 'Loading departments…' : 'Choose a department'}
          choices={(departments.data ?? []).map((department) => ({
            id: department.id,
            label: department.name,
          }))}
          error={audienceErrors?.departmentId?.message}
          {...register('audience.departmentId')}
        />
      )}
      {audienceType === 'people' && (
        <div>
          <TextField
            label="Find people"
            type="search"
            placeholder="Name or email"
            value={peopleSearch}
            onChange={(event) => setPeopleSearch(event.target.value)}
          />
          <p className="mt-2 text-xs text-slate-500 dark:text-slate-400" aria-live="polite">
            {chosen.length} chosen
          </p>
          <ul
            aria-label="People"
            className="mt-1 max-h-56 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-700"
          >
            {people.isPending ? (
              <li className="p-3 text-sm text-slate-500">Loading people…</li>
            ) : people.data?.length === 0 ? (
              <li className="p-3 text-sm text-slate-500">No one matches.</li>
            ) : (
              people.data?.map((person) => (
                <li key={person.id}>
                  <label className="flex cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-slate-50 dark:hover:bg-slate-800">
                    <input
                      type="checkbox"
                      className="size-4"
                      checked={chosen.includes(person.id)}
                      onChange={(event) => togglePerson(person.id, event.target.checked)}
                    />
                    <span className="min-w-0">
                      <span className="block font-medium">{person.name}</span>
                      <span className="block truncate text-xs text-slate-500 dark:text-slate-400">
                        {person.detail}
                      </span>
                    </span>
                  </label>
                </li>
              ))
            )}
          </ul>
          <FieldError id={`${id}-people-error`} message={audienceErrors?.userIds?.message} />
        </div>
      )}
    </ApiFormShell>
  );
}
