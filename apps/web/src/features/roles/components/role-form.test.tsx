import type { Role } from '@taskflow/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { permissionChanges, RoleForm } from './role-form';

const getRole = vi.hoisted(() => vi.fn());
vi.mock('../api/roles', () => ({ getRole }));

const EMPLOYEE: Role = {
  id: 'r-1',
  name: 'Employee',
  description: 'Works on assigned tasks.',
  permissions: ['tasks.edit', 'tasks.view'],
  isAdmin: false,
  userCount: 12,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function renderForm(onSubmit: (fields: unknown) => Promise<unknown>, role: Role | undefined = EMPLOYEE) {
  const router = createMemoryRouter([
    { path: '/', element: <RoleForm role={role} onSubmit={onSubmit} onCancel={() => {}} /> },
  ]);
  return render(<RouterProvider router={router} />);
}

describe('permissionChanges', () => {
  it('lists what is granted and taken away, in catalogue order', () => {
    expect(
      permissionChanges(['tasks.edit', 'leave.apply'], ['time.track', 'leave.apply', 'leave.accept']),
    ).toEqual({ added: ['leave.accept', 'time.track'], removed: ['tasks.edit'] });
  });
});

describe('RoleForm', () => {
  beforeEach(() => getRole.mockReset());

  it('describes each permission under its checkbox, and marks Description required', () => {
    renderForm(async () => {});
    const tasks = screen.getByRole('group', { name: 'Tasks' });
    expect(within(tasks).getByRole('checkbox', { name: 'Edit' })).toHaveAccessibleDescription(
      'Update the tasks they can see: status, progress, details and dates.',
    );
    expect(screen.getByRole('textbox', { name: 'Description' })).toBeRequired();
  });

  it('asks before changing an existing role, naming the changes and the holders the API counts', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => {});
    getRole.mockResolvedValue({ ...EMPLOYEE, userCount: 14 });
    renderForm(onSubmit);
    const tasks = screen.getByRole('group', { name: 'Tasks' });
    await user.click(within(tasks).getByRole('checkbox', { name: 'Edit' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Time' })).getByRole('checkbox', { name: 'Track Time' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Change what Employee allows?' });
    expect(getRole).toHaveBeenCalledWith('r-1');
    expect(dialog).toHaveTextContent('This applies at once to the 14 people who hold this role.');
    expect(within(dialog).getByRole('heading', { name: 'Permissions added' }).nextSibling).toHaveTextContent(
      'Time: Track Time',
    );
    expect(
      within(dialog).getByRole('heading', { name: 'Permissions removed' }).nextSibling,
    ).toHaveTextContent('Tasks: Edit');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Save for 14 people' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ permissions: ['tasks.view', 'time.track'] }),
    );
  });

  it('saves at once when no permission changes', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => {});
    renderForm(onSubmit);
    await user.type(screen.getByRole('textbox', { name: 'Description' }), ' Daily.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(getRole).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
