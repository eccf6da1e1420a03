import { Field } from '../ui/field';

/**
 * The file step of an import: a labelled file input whose choice is checked at once (by name, type and
 * size, before anything is sent); a refused file is cleared and `onFile` gets the reason instead.
 */
export function ImportFileField({
  label,
  accept,
  error,
  check,
  onFile,
}: {
  label: string;
  accept: string;
  error?: string;
  check: (file: File) => string | undefined;
  onFile: (file: File | undefined, problem: string | undefined) => void;
}) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <input
          {...control}
          type="file"
          accept={accept}
          onChange={(event) => {
            const chosen = event.currentTarget.files?.[0];
            const problem = chosen ? check(chosen) : undefined;
            if (problem) event.currentTarget.value = '';
            onFile(problem ? undefined : chosen, problem);
          }}
          className="block w-full min-w-0 text-sm text-slate-600 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-700 dark:text-slate-300 dark:file:bg-slate-800 dark:file:text-slate-100"
        />
      )}
    </Field>
  );
}
