import { HolidayFieldsSchema } from '@taskflow/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { TextField } from '../ui/field';
import { ApiFormShell, FIX_FIELDS_MESSAGE, useApiForm } from './api-form';

function HolidayLikeForm({ onSubmit }: { onSubmit: () => Promise<unknown> }) {
  const form = useApiForm({
    schema: HolidayFieldsSchema,
    defaultValues: { date: '2026-01-26', name: 'Republic Day' },
    onSubmit,
  });
  return (
    <ApiFormShell form={form} label="Holiday" onCancel={() => {}}>
      <TextField
        label="Holiday name"
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
      <TextField
        label="Date"
        type="date"
        error={form.formState.errors.date?.message}
        {...form.register('date')}
      />
    </ApiFormShell>
  );
}

function renderForm(onSubmit: () => Promise<unknown>) {
  const router = createMemoryRouter([{ path: '/', element: <HolidayLikeForm onSubmit={onSubmit} /> }]);
  return render(<RouterProvider router={router} />);
}

describe('useApiForm', () => {
  it('puts a server field error on its field once, and clears it when the field changes', async () => {
    const message = 'A holiday with this date already exists';
    renderForm(async () => {
      throw new ApiError(409, 'CONFLICT', message, { date: message });
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText(message)).toHaveLength(1);
    expect(screen.getByText(FIX_FIELDS_MESSAGE)).toBeInTheDocument();
    expect(screen.getByLabelText('Date')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(screen.getByLabelText('Holiday name'), ' 2');
    expect(screen.getByText(message)).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Date'));
    await userEvent.type(screen.getByLabelText('Date'), '2026-01-27');
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it('shows a refusal without fields as the one form-level line', async () => {
    renderForm(async () => {
      throw new ApiError(403, 'FORBIDDEN', 'You do not have permission to do this');
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('You do not have permission to do this')).toHaveLength(1);
  });
});
