import {
  ADMIN_REQUIRED_PERMISSIONS,
  PERMISSION_GROUPS,
  type Permission,
  type PermissionGroup,
  permissionInfo,
  type Role,
  RoleFieldsSchema,
} from '@taskflow/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { ApiFormShell, requiredLabel, useApiForm } from '../../../components/forms/api-form';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FieldError, TextAreaField, TextField } from '../../../components/ui/field';
import { getRole } from '../api/roles';

type Input = z.input<typeof RoleFieldsSchema>;
type Output = z.output<typeof RoleFieldsSchema>;

const LOCKED_FOR_ADMIN = new Set<string>(ADMIN_REQUIRED_PERMISSIONS);

/** What saving would grant and take away, in catalogue order (the order of the checkboxes). */
export function permissionChanges(before: readonly string[], after: readonly string[]) {
  const catalogue = PERMISSION_GROUPS.flatMap((group) =>
    group.permissions.map((permission) => permission.key),
  );
  return {
    added: catalogue.filter((key) => after.includes(key) && !before.includes(key)),
    removed: catalogue.filter((key) => before.includes(key) && !after.includes(key)),
  };
}

type Changes = ReturnType<typeof permissionChanges>;

const peopleCount = (count: number) => `${count} ${count === 1 ? 'person' : 'people'}`;

function ChangeList({ title, keys }: { title: string; keys: string[] }) {
  if (keys.length === 0) return null;
  return (
    <div className="mt-4">
      <h3 className="text-sm font-semibold text-slate-900 dark:text-slate-100">{title}</h3>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
        {keys.map((key) => {
          const info = permissionInfo(key);
          return <li key={key}>{info ? `${info.groupLabel}: ${info.label}` : key}</li>;
        })}
      </ul>
    </div>
  );
}

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
  const idPrefix = useId();

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
      <div className="mt-2 grid gap-3">
        {group.permissions.map((permission) => {
          const descriptionId = `${idPrefix}-${permission.key}`;
          return (
            <div key={permission.key}>
              <label
                className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300"
                title={isLocked(permission.key) ? 'The Admin role always keeps this' : undefined}
              >
                <input
                  type="checkbox"
                  className="size-4 shrink-0 accent-brand-600"
                  checked={selected.includes(permission.key)}
                  disabled={isLocked(permission.key)}
                  aria-describedby={descriptionId}
                  onChange={(event) => toggle(permission.key, event.target.checked)}
                />
                {permission.label}
              </label>
              <p id={descriptionId} className="mt-0.5 pl-6 text-xs text-slate-600 dark:text-slate-400">
                {permission.description}
              </p>
            </div>
          );
        })}
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
  const [pending, setPending] = useState<{ values: Output; changes: Changes; holders: number } | null>(null);
  // Changing what an existing role allows changes it for everyone who holds it: say what and for how
  // many (counted by the API now, not when the list loaded) before saving. A new role, or a new name
  // or description, changes nobody's access and saves at once.
  const submit = form.handleSubmit(async (values) => {
    const changes = role ? permissionChanges(role.permissions, values.permissions) : undefined;
    if (!role || !changes || changes.added.length + changes.removed.length === 0) return form.save(values);
    const holders = await getRole(role.id).then(
      (fresh) => fresh.userCount,
      () => role.userCount,
    );
    setPending({ values, changes, holders });
  });

  return (
    <ApiFormShell form={{ ...form, submit }} label={role ? 'Edit role' : 'Add New Role'} onCancel={onCancel}>
      <div className="grid gap-5 md:grid-cols-2">
        <TextField
          label={requiredLabel('Role Name')}
          aria-required
          autoComplete="off"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextAreaField
          label={requiredLabel('Description')}
          aria-required
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
      <ConfirmDialog
        isOpen={pending !== null}
        title={`Change what ${role?.name ?? 'this role'} allows?`}
        description={
          pending?.holders
            ? `This applies at once to the ${peopleCount(pending.holders)} who ${pending.holders === 1 ? 'holds' : 'hold'} this role.`
            : 'No one holds this role yet; it applies to whoever is given it.'
        }
        confirmLabel={pending?.holders ? `Save for ${peopleCount(pending.holders)}` : 'Save role'}
        tone="primary"
        isPending={form.isSaving}
        onCancel={() => setPending(null)}
        onConfirm={async () => {
          const values = pending?.values;
          setPending(null);
          if (values) await form.save(values);
        }}
      >
        <ChangeList title="Permissions added" keys={pending?.changes.added ?? []} />
        <ChangeList title="Permissions removed" keys={pending?.changes.removed ?? []} />
      </ConfirmDialog>
    </ApiFormShell>
  );
}
