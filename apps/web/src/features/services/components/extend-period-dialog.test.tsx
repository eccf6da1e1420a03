import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { JobStateCounts, MatrixPeriod } from '@taskflow/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toasterIsMounted } from '../../../lib/notify';
import { ExtendPeriodDialog } from './extend-period-dialog';

const toast = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));
// The app's Toaster is on the page.
toasterIsMounted();

/** Issue 40, item 5: extending a period's due date, with its note, and the toast saying how many moved. */
const SERVICE_ID = '6f1c1d9e-0000-4000-8000-0000000000a1';
const counts = (partial: Partial<JobStateCounts>): JobStateCounts => ({
  not_started: 0,
  in_progress: 0,
  waiting_on_client: 0,
  done: 0,
  overdue: 0,
  ...partial,
});
const PERIODS: MatrixPeriod[] = [
  { key: '2026-09', label: 'Sep 2026', extension: null, counts: counts({ done: 3 }) },
  { key: '2026-10', label: 'Oct 2026', extension: null, counts: counts({ done: 1, overdue: 2 }) },
  { key: '2026-11', label: 'Nov 2026', extension: null, counts: counts({ not_started: 3 }) },
];

let sent: unknown[];

function renderDialog(answer: (body: Record<string, string>) => Response) {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      if (String(input) === `/api/v1/services/${SERVICE_ID}/extensions`) {
        const body = JSON.parse(String(init?.body));
        sent.push(body);
        return answer(body);
      }
      return new Response(JSON.stringify({ data: null }), { status: 200 });
    }),
  );
  const onClose = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <ExtendPeriodDialog
          isOpen
          onClose={onClose}
          serviceId={SERVICE_ID}
          serviceName="GSTR-3B"
          periods={PERIODS}
        />
      ),
    },
  ]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return onClose;
}

afterEach(async () => {
  // The toast comes through a dynamic import of sonner: let it settle before the page goes.
  await vi.dynamicImportSettled();
  vi.unstubAllGlobals();
  toast.success.mockReset();
});

describe('the extend dialog', () => {
  it('sends the period, the new date and the note, and says how many jobs moved', async () => {
    const onClose = renderDialog(
      () =>
        new Response(
          JSON.stringify({
            data: {
              id: 'x1',
              periodKey: '2026-11',
              periodLabel: 'Nov 2026',
              extendedTo: '2026-12-31',
              jobsMoved: 3,
              tasksMoved: 6,
              peopleNotified: 2,
            },
          }),
          { status: 201 },
        ),
    );
    // The periods with open jobs, the latest first; done periods are not offered.
    const period = screen.getByLabelText(/Period/);
    expect([...(period as HTMLSelectElement).options].map((option) => option.textContent)).toEqual([
      'Nov 2026',
      'Oct 2026',
    ]);
    await userEvent.type(screen.getByLabelText(/New due date/), '2026-12-31');
    await userEvent.type(screen.getByLabelText(/Note/), 'CBIC notification 14/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Extend' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        '3 jobs of Nov 2026 moved to 31 Dec 2026; 2 people told.',
        undefined,
      ),
    );
    expect(sent).toEqual([
      { periodKey: '2026-11', extendedTo: '2026-12-31', note: 'CBIC notification 14/2026' },
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it('says what is missing before sending, and puts the server’s refusal on its field', async () => {
    renderDialog(
      () =>
        new Response(
          JSON.stringify({
            error: {
              code: 'VALIDATION_FAILED',
              message: 'The new due date must be after the due date (20 Dec 2026)',
              details: {
                fields: { extendedTo: 'The new due date must be after the due date (20 Dec 2026)' },
              },
            },
          }),
          { status: 400 },
        ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Extend' }));
    expect(await screen.findByText('Enter the new due date')).toBeVisible();
    expect(screen.getByText('Say which notification extended it')).toBeVisible();
    expect(sent).toEqual([]);

    await userEvent.selectOptions(screen.getByLabelText(/Period/), 'Oct 2026');
    await userEvent.type(screen.getByLabelText(/New due date/), '2026-11-15');
    await userEvent.type(screen.getByLabelText(/Note/), 'Typed in error');
    await userEvent.click(screen.getByRole('button', { name: 'Extend' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/New due date/)).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(screen.getByText('The new due date must be after the due date (20 Dec 2026)')).toBeVisible();
    expect(sent).toEqual([{ periodKey: '2026-10', extendedTo: '2026-11-15', note: 'Typed in error' }]);
  });
});
