import { CUSTOMER_CONTACTS_MAX } from '@taskflow/shared';
import { Plus, Trash2, UserRound } from 'lucide-react';
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { requiredLabel } from '../../../components/forms/api-form';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import type { CustomerFormOutput, CustomerFormValues } from './customer-form-schema';

export const NEW_CONTACT = { name: '', role: '', email: '', phone: '', whatsapp: '', receivesRequests: true };

/** A client's people as rows: added, changed and removed with the client's Save, the whole list at once. */
export function CustomerContactsFields({
  control,
  register,
  errors,
}: {
  control: Control<CustomerFormValues, unknown, CustomerFormOutput>;
  register: UseFormRegister<CustomerFormValues>;
  errors: FieldErrors<CustomerFormValues>;
}) {
  const { fields, append, remove } = useFieldArray({ control, name: 'contacts', keyName: 'key' });
  const listError = (errors.contacts as { message?: string } | undefined)?.message;
  return (
    <fieldset className="grid min-w-0 gap-3">
      <legend className="mb-1 text-base font-semibold">Contacts</legend>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        The client's people: who the firm writes to and calls. Phone and WhatsApp numbers are seen only by
        those who may edit clients.
      </p>
      {fields.length === 0 && (
        <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
          <UserRound aria-hidden className="size-4" />
          No contacts yet.
        </p>
      )}
      <ol className="grid gap-3">
        {fields.map((field, index) => {
          const rowErrors = errors.contacts?.[index];
          const number = index + 1;
          return (
            <li
              key={field.key}
              aria-label={`Contact ${number}`}
              className="grid gap-3 rounded-xl border border-slate-200 p-3 sm:grid-cols-2 dark:border-slate-700"
            >
              <TextField
                label={requiredLabel('Contact name')}
                autoComplete="off"
                error={rowErrors?.name?.message}
                {...register(`contacts.${index}.name`)}
              />
              <TextField
                label="Contact role"
                placeholder="Director, accountant…"
                error={rowErrors?.role?.message}
                {...register(`contacts.${index}.role`)}
              />
              <TextField
                label="Contact email"
                type="email"
                autoComplete="off"
                error={rowErrors?.email?.message}
                {...register(`contacts.${index}.email`)}
              />
              <TextField
                label="Contact phone"
                type="tel"
                inputMode="tel"
                autoComplete="off"
                error={rowErrors?.phone?.message}
                {...register(`contacts.${index}.phone`)}
              />
              <TextField
                label="WhatsApp number"
                type="tel"
                inputMode="tel"
                autoComplete="off"
                placeholder="+91 98450 12345"
                error={rowErrors?.whatsapp?.message}
                {...register(`contacts.${index}.whatsapp`)}
              />
              <div className="flex flex-wrap items-end justify-between gap-3">
                <label className="flex items-center gap-2 py-2 text-sm text-slate-700 dark:text-slate-300">
                  <input
                    type="checkbox"
                    className="accent-brand-600"
                    {...register(`contacts.${index}.receivesRequests`)}
                  />
                  Requests and reminders go to them
                </label>
                <Button
                  variant="secondary"
                  aria-label={`Remove contact ${number}`}
                  onClick={() => remove(index)}
                >
                  <Trash2 aria-hidden className="size-4" />
                  Remove
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      {listError && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {listError}
        </p>
      )}
      {fields.length < CUSTOMER_CONTACTS_MAX && (
        <div>
          <Button variant="secondary" onClick={() => append({ ...NEW_CONTACT })}>
            <Plus aria-hidden className="size-4" />
            Add contact
          </Button>
        </div>
      )}
    </fieldset>
  );
}
