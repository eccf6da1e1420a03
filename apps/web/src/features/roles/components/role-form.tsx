import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADMIN_REQUIRED_PERMISSIONS,
  PERMISSION_GROUPS,
  type Permission,
  type PermissionGroup,
  type Role,
  RoleFieldsSchema,
} from '@taskflow/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { Controller, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FieldError, inputClasses, TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';

type Input = z.input<typeof RoleFieldsSchema>;
type Output = z.output<typeof RoleFieldsSchema>;

const LOCKED_FOR_ADMIN = new Set<string>(ADMIN_REQUIRED_PERMISSIONS);

/** A checkbox that can also show "some selected" (indeterminate), which HTML only allows from script. */
function TriStateCheckbox({
  checked,
  indeterminate,
  onChange,
  label,
  disabled,
}: {
  checked: boolean;
  indeterminate: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  disabled?: boolean;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <label className="flex items-center gap-2 text-sm font-medium text-slate-800 dark:text-slate-200">
      <input
        ref={ref}
        type="checkbox"
        className="size-4 accent-brand-600"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
}

function PermissionGroupFieldset({
  group,
  selected,
  isAdminRole,
  onChange,
}: {
  group: PermissionGroup;
  selected: readonly string[];
  isAdminRole: boolean;
  onChange: (next: string[]) => void;
}) {
  const keys: string[] = group.permissions.map((permission) => permission.key);
  const chosen = keys.filter((key) => selected.includes(key));
  const isAll = chosen.length === keys.length;
  const isSome = chosen.length > 0 && !isAll;
  const isLocked = (key: string) => isAdminRole && LOCKED_FOR_ADMIN.has(key);

  const toggleAll = (checked: boolean) => {
    const others = selected.filter((key) => !keys.includes(key));
    // Unselecting all still keeps what the Admin role may not lose.
    onChange(checked ? [...others, ...keys] : [...others, ...keys.filter(isLocked)]);
  };
  const toggle = (key: string, checked: boolean) =>
    onChange(checked ? [...selected, key] : selected.filter((existing) => existing !== key));

  return (
    <fieldset className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <legend className="px-1 text-sm font-semibold text-slate-900 dark:text-slate-100">{group.label}</legend>
      <div className="border-b border-slate-200 pb-2 dark:border-slate-700">
        <TriStateCheckbox label="Select All" checked={isAll} indeterminate={isSome} onChange={toggleAll} />
      </div>
      <div className="mt-2 grid gap-2">
        {group.permissions.map((permission) => (
          <label
            key={permission.key}
            className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300"
            title={isLocked(permission.key) ? 'The Admin role always keeps this' : undefined}
          >
            <input
              type="checkbox"
              className="size-4 accent-brand-600"
              checked={selected.includes(permission.key)}
              disabled={isLocked(permission.key)}
              onChange={(event) => toggle(permission.key, event.target.checked)}
            />
            {permission.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Role Name, Description and the permission catalogue, one fieldset per group with Select All. */
export function RoleForm({
  role,
  onSubmit,
  onCancel,
}: {
  role?: Role;
  onSubmit: (fields: Output) => Promise<unknown>;
  onCancel: () => void;
}) {
  const id = useId();
  const [formError, setFormError] = useState<string>();
  const isAdminRole = role?.isAdmin ?? false;
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Output>({
    resolver: zodResolver(RoleFieldsSchema),
    defaultValues: {
      name: role?.name ?? '',
      description: role?.description ?? '',
      permissions: (role?.permissions ?? []) as Permission[],
    },
  });

  const submit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await onSubmit(values);
    } catch (error) {
      if (error instanceof ApiError && error.status > 0) {
        for (const [name, message] of Object.entries(error.fields)) {
          const field = name.startsWith('permissions') ? 'permissions' : name;
          setError(field as Path<Input>, { message });
        }
        // A field error shows on its field; only other failures need the form-level message.
        if (Object.keys(error.fields).length === 0) setFormError(error.message);
      } else {
        setFormError('Something went wrong. Try again later.');
      }
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-5"
      aria-label={role ? 'Edit role' : 'Add New Role'}
    >
      <div className="grid gap-5 md:grid-cols-2">
        <TextField label="Role Name" autoComplete="off" error={errors.name?.message} {...register('name')} />
        <div>
          <label
            htmlFor={`${id}-description`}
            className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300"
          >
            Description
          </label>
          <textarea
            id={`${id}-description`}
            rows={2}
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={errors.description ? `${id}-description-error` : undefined}
            className={inputClasses(Boolean(errors.description))}
            {...register('description')}
          />
          <FieldError id={`${id}-description-error`} message={errors.description?.message} />
        </div>
      </div>
      <div>
        <h3 className="text-sm font-semibold text-slate-900 dark:text-slate-100">Permissions</h3>
        {isAdminRole && (
          <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
            The Admin role always keeps Role Edit and Manage Settings, so your organization cannot lock itself
            out.
          </p>
        )}
        <Controller
          control={control}
          name="permissions"
          render={({ field }) => (
            <div className="mt-3 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {PERMISSION_GROUPS.map((group) => (
                <PermissionGroupFieldset
                  key={group.key}
                  group={group}
                  selected={field.value ?? []}
                  isAdminRole={isAdminRole}
                  onChange={field.onChange}
                />
              ))}
            </div>
          )}
        />
        <FieldError id={`${id}-permissions-error`} message={errors.permissions?.message} />
      </div>
      {formError && (
        <p
          role="alert"
          className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 dark:bg-red-950/50 dark:text-red-300"
        >
          {formError}
        </p>
      )}
      {/* Stays in view while the long permission list scrolls inside the modal. */}
      <div className="sticky bottom-0 -mx-6 -mb-6 flex flex-wrap justify-end gap-3 border-t border-slate-200 bg-white px-6 py-4 dark:border-slate-800 dark:bg-slate-900">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" isLoading={isSubmitting}>
          Save
        </Button>
      </div>
    </form>
  );
}
