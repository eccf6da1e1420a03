import { REQUEST_ITEMS_MAX } from '@taskflow/shared';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { type FieldValues, type UseFormReturn, useFieldArray } from 'react-hook-form';
import { Button } from '../ui/button';
import { TextField } from '../ui/field';
import { requiredLabel } from './api-form';

interface ItemErrors {
  name?: { message?: string };
  note?: { message?: string };
}

/** A new item: a file is asked for unless said otherwise (most items are documents). */
export const NEW_ITEM = { name: '', note: '', wantsFile: true };

/**
 * The items a request asks for, as rows: a name, an optional note, whether a file is wanted; added,
 * removed and moved up or down. `name` is where the list lives in the form (`items` in a request,
 * `steps.2.requestTemplate.items` in a service's step), so a request and a step's template share it.
 */
export function RequestItemsFields({
  form,
  name,
  label = 'Items',
  idPrefix,
}: {
  // The list is the same in forms of different shapes; its path is checked by the caller's schema.
  form: UseFormReturn<FieldValues, unknown, unknown>;
  name: string;
  label?: string;
  /** Makes the rows' labels unique where several lists are on one page (a service's steps). */
  idPrefix?: string;
}) {
  const items = useFieldArray({ control: form.control, name });
  const errors = name
    .split('.')
    .reduce<unknown>(
      (node, key) => (node as Record<string, unknown> | undefined)?.[key],
      form.formState.errors,
    ) as (ItemErrors[] & { message?: string; root?: { message?: string } }) | undefined;
  const listError = errors?.message ?? errors?.root?.message;
  const prefix = idPrefix ? `${idPrefix} item` : 'Item';
  return (
    <fieldset className="grid min-w-0 gap-3">
      <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-300">
        {requiredLabel(label)}
      </legend>
      <ol className="grid gap-3">
        {items.fields.map((field, index) => {
          const itemErrors = errors?.[index];
          const number = index + 1;
          return (
            <li
              key={field.id}
              aria-label={`${prefix} ${number}`}
              className="grid gap-3 rounded-xl border border-slate-200 p-3 dark:border-slate-800"
            >
              <div className="flex items-center justify-between gap-2">
                <span className="text-sm font-semibold text-slate-700 dark:text-slate-300">
                  {prefix} {number}
                </span>
                <div className="flex gap-1">
                  <Button
                    variant="ghost"
                    aria-label={`Move ${prefix.toLowerCase()} ${number} up`}
                    disabled={index === 0}
                    onClick={() => items.move(index, index - 1)}
                  >
                    <ArrowUp aria-hidden className="size-4" />
                  </Button>
                  <Button
                    variant="ghost"
                    aria-label={`Move ${prefix.toLowerCase()} ${number} down`}
                    disabled={index === items.fields.length - 1}
                    onClick={() => items.move(index, index + 1)}
                  >
                    <ArrowDown aria-hidden className="size-4" />
                  </Button>
                  <Button
                    variant="ghost"
                    aria-label={`Remove ${prefix.toLowerCase()} ${number}`}
                    disabled={items.fields.length === 1}
                    onClick={() => items.remove(index)}
                  >
                    <Trash2 aria-hidden className="size-4" />
                  </Button>
                </div>
              </div>
              <div className="grid gap-3 sm:grid-cols-2">
                <TextField
                  label={requiredLabel(`${prefix} ${number} name`)}
                  placeholder="e.g. Bank statement for March"
                  error={itemErrors?.name?.message}
                  {...form.register(`${name}.${index}.name`)}
                />
                <TextField
                  label={`${prefix} ${number} note`}
                  placeholder="e.g. All accounts, as PDF"
                  error={itemErrors?.note?.message}
                  {...form.register(`${name}.${index}.note`)}
                />
              </div>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-brand-600"
                  {...form.register(`${name}.${index}.wantsFile`)}
                />
                Asks for a file
              </label>
            </li>
          );
        })}
      </ol>
      {listError && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {listError}
        </p>
      )}
      <div>
        <Button
          variant="secondary"
          disabled={items.fields.length >= REQUEST_ITEMS_MAX}
          onClick={() => items.append({ ...NEW_ITEM })}
        >
          <Plus aria-hidden className="size-4" />
          Add item
        </Button>
      </div>
    </fieldset>
  );
}
