import { phoneInputValue } from '@taskflow/shared';
import type { ReactNode } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { TextField } from '../ui/field';

/**
 * A person's phone number (sign-up, My profile): it keeps the digits typed, at most ten (the spec's
 * input rule); letters typed alone stay, so the shared schema can call them an invalid number.
 */
export function PhoneNumberField<TValues extends FieldValues>({
  control,
  name,
  error,
  hint,
}: {
  control: Control<TValues>;
  name: Path<TValues>;
  error?: string;
  hint?: ReactNode;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField
          ref={field.ref}
          name={field.name}
          label="Phone number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          value={field.value}
          onBlur={field.onBlur}
          onChange={(event) => field.onChange(phoneInputValue(event.target.value))}
          hint={hint}
          error={error}
        />
      )}
    />
  );
}
