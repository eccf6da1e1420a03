import {
  ADMIN_REQUIRED_PERMISSIONS,
  PERMISSION_GROUPS,
  type Permission,
  type PermissionGroup,
  type Role,
  RoleFieldsSchema,
} from '@taskflow/shared';
import { useEffect, useId, useRef } from 'react';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { ApiFormShell, requiredLabel, useApiForm } from '../../../components/forms/api-form';
import { FieldError, TextAreaField, TextField } from '../../../components/ui/field';

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
  const isAdminRole = role?.isAdmin ?? false;
  const form = useApiForm<Input, Output>({
    schema: RoleFieldsSchema,
    defaultValues: {
      name: role?.name ?? '',
      description: role?.description ?? '',
      permissions: (role?.permissions ?? []) as Permission[],
    },
    onSubmit,
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;

  return (
    <ApiFormShell form={form} label={role ? 'Edit role' : 'Add New Role'} onCancel={onCancel}>
      <div className="grid gap-5 md:grid-cols-2">
        <TextField
          label={requiredLabel('Role Name')}
          autoComplete="off"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextAreaField
          label="Description"
          rows={2}
          error={errors.description?.message}
          {...register('description')}
        />
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
    </ApiFormShell>
  );
}
