import type { Role } from '@taskflow/shared';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FieldError, inputClasses } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { useAllRoles } from '../api/roles';

/** Asks before deleting a role; a role still held by users first asks which role they move to. */
export function DeleteRoleDialog({
  role,
  isPending,
  onConfirm,
  onCancel,
}: {
  role: Role | null;
  isPending: boolean;
  onConfirm: (reassignTo: string | undefined) => Promise<unknown>;
  onCancel: () => void;
}) {
  const id = useId();
  const hasUsers = (role?.userCount ?? 0) > 0;
  const { data } = useAllRoles(hasUsers);
  const others = (data?.data ?? []).filter((candidate) => candidate.id !== role?.id);
  const [choice, setChoice] = useState('');
  const [error, setError] = useState<string>();
  const target = choice || others.find((candidate) => !candidate.isAdmin)?.id || others[0]?.id || '';

  const users = role?.userCount === 1 ? '1 user has' : `${role?.userCount ?? 0} users have`;
  return (
    <ConfirmDialog
      isOpen={role !== null}
      title={`Delete ${role?.name ?? 'role'}?`}
      description={
        hasUsers
          ? `${users} this role. Choose the role they move to; the change takes effect at once.`
          : 'Nobody has this role. Deleting it cannot be undone.'
      }
      confirmLabel={hasUsers ? 'Move users and delete' : 'Delete role'}
      isPending={isPending}
      onCancel={() => {
        setChoice('');
        setError(undefined);
        onCancel();
      }}
      onConfirm={async () => {
        setError(undefined);
        try {
          await onConfirm(hasUsers ? target : undefined);
          setChoice('');
        } catch (failure) {
          setError(failure instanceof ApiError ? failure.message : 'Something went wrong. Try again later.');
        }
      }}
    >
      {hasUsers && (
        <div className="mt-4">
          <label
            htmlFor={`${id}-target`}
            className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300"
          >
            Move its users to
          </label>
          <select
            id={`${id}-target`}
            className={inputClasses(false)}
            value={target}
            onChange={(event) => setChoice(event.target.value)}
          >
            {others.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </ConfirmDialog>
  );
}
