import { type ReactNode, useId } from 'react';
import { SelectField } from '../ui/field';

/**
 * The column-mapping step of an import: which column of the file fills each field. The server guesses
 * it from the headers and answers it with the preview; any choice can be changed here (the import is
 * then previewed again before anything is created).
 */
export function ColumnMapping<Key extends string>({
  fields,
  columns,
  mapping,
  onChange,
  description,
}: {
  fields: readonly { key: Key; label: string }[];
  /** The file's headers, as written. */
  columns: string[];
  mapping: Partial<Record<Key, number>>;
  onChange: (mapping: Partial<Record<Key, number>>) => void;
  description: ReactNode;
}) {
  const id = useId();
  const choices = columns.map((column, index) => ({
    id: String(index),
    label: column || `Column ${index + 1}`,
  }));
  return (
    <fieldset aria-labelledby={`${id}-legend`} className="grid min-w-0 gap-3">
      <legend id={`${id}-legend`} className="font-semibold">
        Columns
      </legend>
      <p className="text-sm text-slate-600 dark:text-slate-400">{description}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        {fields.map((field) => (
          <SelectField
            key={field.key}
            label={field.label}
            empty="Not imported"
            choices={choices}
            value={mapping[field.key] === undefined ? '' : String(mapping[field.key])}
            onChange={(event) => {
              const value = event.currentTarget.value;
              const next = { ...mapping };
              if (value === '') delete next[field.key];
              else next[field.key] = Number(value);
              onChange(next);
            }}
          />
        ))}
      </div>
    </fieldset>
  );
}
