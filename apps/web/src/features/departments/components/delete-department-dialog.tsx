import type { Department } from '@taskflow/shared';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FieldError, inputClasses } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { type DepartmentMembersChoice, useAllDepartments } from '../../../lib/departments';

/** Asks before deleting a department; one with members asks where they go: another department or none. */
export function DeleteDepartmentDialog({
  department,
  isPending,
  onConfirm,
  onCancel,
}: {
  department: Department | null;
  isPending: boolean;
  onConfirm: (members: DepartmentMembersChoice) => Promise<unknown>;
  onCancel: () => void;
}) {
  const id = useId();
  const members = department?.memberCount ?? 0;
  const { data } = useAllDepartments(members > 0);
  const others = (data?.data ?? []).filter((candidate) => candidate.id !== department?.id);
  const [mode, setMode] = useState<'move' | 'unassign'>('move');
  const [choice, setChoice] = useState('');
  const [error, setError] = useState<string>();
  const canMove = others.length > 0;
  const effectiveMode = canMove ? mode : 'unassign';
  const target = choice || others[0]?.id || '';

  const reset = () => {
    setMode('move');
    setChoice('');
    setError(undefined);
  };
  const people = members === 1 ? '1 person is' : `${members} people are`;
  return (
    <ConfirmDialog
      isOpen={department !== null}
      title={`Delete ${department?.name ?? 'department'}?`}
      description={
        members > 0
          ? `${people} in this department. Choose what happens to them.`
          : 'Nobody is in this department. Deleting it cannot be undone.'
      }
      confirmLabel="Delete department"
      isPending={isPending}
      onCancel={() => {
        reset();
        onCancel();
      }}
      onConfirm={async () => {
        setError(undefined);
        try {
          if (members === 0) await onConfirm(undefined);
          else if (effectiveMode === 'move') await onConfirm({ moveTo: target });
          else await onConfirm({ unassign: true });
          reset();
        } catch (failure) {
          setError(failure instanceof ApiError ? failure.message : 'Something went wrong. Try again later.');
        }
      }}
    >
      {members > 0 && (
        <fieldset className="mt-4 grid gap-3">
          <legend className="sr-only">What happens to its members</legend>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${id}-mode`}
              className="accent-brand-600"
              checked={effectiveMode === 'move'}
              disabled={!canMove}
              onChange={() => setMode('move')}
            />
            Move them to another department
          </label>
          {effectiveMode === 'move' && (
            <div className="pl-6">
              <label htmlFor={`${id}-target`} className="sr-only">
                Move members to
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
          <label className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${id}-mode`}
              className="accent-brand-600"
              checked={effectiveMode === 'unassign'}
              onChange={() => setMode('unassign')}
            />
            Leave them without a department
          </label>
        </fieldset>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </ConfirmDialog>
  );
}
