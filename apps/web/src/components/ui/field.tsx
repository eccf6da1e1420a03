import { clsx } from 'clsx';
import {
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import { checkFile, type FileRule } from '../../lib/file-check';

export const inputClasses = (hasError: boolean) =>
  clsx(
    'block w-full rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-400 dark:bg-slate-900 dark:text-slate-100',
    hasError ? 'border-red-500' : 'border-slate-300 dark:border-slate-700',
  );

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm wrap-anywhere text-red-600 dark:text-red-400">
      {message}
    </p>
  );
}

type FieldProps = { label: ReactNode; error?: string; hint?: ReactNode };

/**
 * Label, control, hint and error of one form field; the control gets the ids it must carry. A hint is
 * guidance, quiet and read as the control's description; an error replaces it, red and announced.
 */
export function Field({
  label,
  error,
  hint,
  className,
  id,
  children,
}: FieldProps & {
  className?: string;
  id?: string;
  children: (control: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  return (
    <div className={className}>
      <label
        htmlFor={controlId}
        className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300"
      >
        {label}
      </label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : hint ? hintId : undefined,
      })}
      {hint && !error && (
        <p id={hintId} className="mt-1 text-xs wrap-anywhere text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & FieldProps;

/** A labelled input whose error is announced and tied to it by aria-describedby. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, className, id, ...props },
  ref,
) {
  return (
    <Field label={label} error={error} hint={hint} className={className} id={id}>
      {(control) => <input ref={ref} {...control} className={inputClasses(Boolean(error))} {...props} />}
    </Field>
  );
});

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> &
  FieldProps & {
    choices: { id: string; label: string }[];
    /** The label of a first, empty choice ("none"), when the field is optional. */
    empty?: string;
  };

/** A labelled select of `choices`, with its error tied to it like TextField's. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, hint, className, id, choices, empty, ...props },
  ref,
) {
  return (
    <Field label={label} error={error} hint={hint} className={className} id={id}>
      {(control) => (
        <select ref={ref} {...control} className={inputClasses(Boolean(error))} {...props}>
          {empty !== undefined && <option value="">{empty}</option>}
          {choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
});

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & FieldProps;

/** A labelled textarea, with its error tied to it like TextField's. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, error, hint, className, id, rows = 3, ...props },
  ref,
) {
  return (
    <Field label={label} error={error} hint={hint} className={className} id={id}>
      {(control) => (
        <textarea ref={ref} rows={rows} {...control} className={inputClasses(Boolean(error))} {...props} />
      )}
    </Field>
  );
});

/**
 * A file input for an image: the chosen file's real type (its first bytes) and size are checked at
 * once, so a renamed text file is refused before anything is sent. `onFile` gets the file, or an
 * error message and undefined.
 */
export function ImageFileField({
  label,
  rule,
  hint,
  error,
  onFile,
  className,
}: {
  label: ReactNode;
  rule: FileRule;
  hint: ReactNode;
  error?: string;
  onFile: (file: File | undefined, error?: string) => void;
  className?: string;
}) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <input
          {...control}
          type="file"
          accept={rule.mimeTypes.join(',')}
          onChange={async (event) => {
            const input = event.currentTarget;
            const file = input.files?.[0];
            if (!file) return onFile(undefined);
            const problem = await checkFile(file, rule);
            if (problem) input.value = '';
            onFile(problem ? undefined : file, problem);
          }}
          className="block w-full min-w-0 text-sm text-slate-600 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-700 dark:text-slate-300 dark:file:bg-slate-800 dark:file:text-slate-100"
        />
      )}
    </Field>
  );
}
