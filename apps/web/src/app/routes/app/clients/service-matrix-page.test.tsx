import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComplianceMatrixResponse, JobStateCounts, SessionUser } from '@taskflow/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ServiceMatrixPage from './service-matrix-page';

/** Issue 40, item 6: the compliance matrix page (its table, filters in the URL, counts, Excel). */
const SERVICE_ID = '6f1c1d9e-0000-4000-8000-0000000000a1';
const MEMBER_ID = '6f1c1d9e-0000-4000-8000-0000000000b1';
const counts = (partial: Partial<JobStateCounts>): JobStateCounts => ({
  not_started: 0,
  in_progress: 0,
  waiting_on_client: 0,
  done: 0,
  overdue: 0,
  ...partial,
});

const MATRIX: ComplianceMatrixResponse = {
  data: {
    service: { id: SERVICE_ID, name: 'GSTR-3B', frequency: 'monthly' },
    today: '2026-11-21',
    currentPeriod: '2026-11',
    periods: [
      { key: '2026-09', label: 'Sep 2026', extension: null, counts: counts({ done: 2 }) },
      {
        key: '2026-10',
        label: 'Oct 2026',
        extension: { extendedTo: '2026-11-30', note: 'CBIC notification 12/2026' },
        counts: counts({ done: 1, overdue: 1 }),
      },
      { key: '2026-11', label: 'Nov 2026', extension: null, counts: counts({}) },
    ],
    rows: [
      {
        customer: { id: 'c1', name: 'Asha Textiles' },
        responsible: { id: MEMBER_ID, name: 'Priya Preparer' },
        status: 'active',
        cells: {
          '2026-09': { jobId: 'j1', state: 'done', jobDate: '2026-10-20', extendedTo: null },
          '2026-10': { jobId: 'j2', state: 'done', jobDate: '2026-11-20', extendedTo: null },
        },
      },
      {
        customer: { id: 'c2', name: 'Bharat Motors' },
        responsible: null,
        status: 'paused',
        cells: {
          '2026-09': { jobId: 'j3', state: 'done', jobDate: '2026-10-20', extendedTo: null },
          '2026-10': { jobId: 'j4', state: 'overdue', jobDate: '2026-11-20', extendedTo: '2026-11-30' },
        },
      },
    ],
    choices: { tags: ['GST monthly filers'], responsible: [{ id: MEMBER_ID, name: 'Priya Preparer' }] },
  },
  meta: { page: 1, pageSize: 100, total: 2 },
};

let requested: string[];

function renderPage(permissions: string[], path = `/app/services/${SERVICE_ID}/matrix`) {
  requested = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = String(input);
      const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
      if (url.includes('/users/session'))
        return json({
          data: { id: 'me', name: 'Ada', organizationId: 'org', permissions } as Partial<SessionUser>,
        });
      if (url.includes(`/services/${SERVICE_ID}/matrix?`) || url.endsWith(`/services/${SERVICE_ID}/matrix`)) {
        requested.push(url);
        return json(MATRIX);
      }
      return json({ data: null });
    }),
  );
  const router = createMemoryRouter([{ path: '/app/services/:id/matrix', element: <ServiceMatrixPage /> }], {
    initialEntries: [path],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

afterEach(() => vi.unstubAllGlobals());

describe('the compliance matrix page', () => {
  it('shows clients down and periods across, each cell its state linked to the job, counts in the header', async () => {
    renderPage(['services.view', 'customers.view']);
    const table = await screen.findByRole('table');
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      'Client',
      'Sep 20262/2 done',
      'Oct 2026Extended to 30 Nov 20261/2 done · 1 overdue',
      'Nov 2026No jobs',
    ]);
    expect(within(table).getByRole('columnheader', { name: /^Nov 2026/ })).toHaveAttribute(
      'aria-current',
      'date',
    );
    expect(within(table).getByRole('link', { name: 'Asha Textiles, Oct 2026: Done' })).toHaveAttribute(
      'href',
      '/app/jobs/j2',
    );
    const late = within(table).getByRole('link', {
      name: 'Bharat Motors, Oct 2026: Overdue, extended to 30 Nov 2026',
    });
    expect(late).toHaveAttribute('href', '/app/jobs/j4');
    expect(late).toHaveTextContent('Overdue');
    // A period without a job says so; the client's name opens the client.
    const asha = within(table)
      .getByRole('rowheader', { name: /Asha Textiles/ })
      .closest('tr') as HTMLElement;
    expect(within(asha).getByText('No job')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Asha Textiles' })).toHaveAttribute(
      'href',
      '/app/customers/c1',
    );
    expect(within(table).getByRole('rowheader', { name: /Bharat Motors/ })).toHaveTextContent(
      'Bharat MotorsNo one responsible · Paused',
    );
    // Without Manage Services there is nothing to extend; Excel is there for every reader.
    expect(screen.queryByRole('button', { name: 'Extend due date' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Excel' })).toBeEnabled();
  });

  it('reads its filters from the URL and writes a chosen filter back, from the first page', async () => {
    const router = renderPage(['services.view'], `/app/services/${SERVICE_ID}/matrix?state=overdue&page=2`);
    await screen.findByRole('table');
    expect(new URL(requested[0] ?? '', 'http://x').searchParams.get('state')).toBe('overdue');
    expect(new URL(requested[0] ?? '', 'http://x').searchParams.get('page')).toBe('2');
    expect(screen.getByLabelText('State')).toHaveValue('overdue');
    // Without Customers View the names are not links.
    expect(screen.queryByRole('link', { name: 'Asha Textiles' })).not.toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Responsible'), 'Priya Preparer');
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?responsibleId=${MEMBER_ID}&state=overdue`),
    );
    await waitFor(() =>
      expect(
        requested.some((url) => url.includes(`responsibleId=${MEMBER_ID}`) && !url.includes('page=')),
      ).toBe(true),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('offers Extend due date to Manage Services holders', async () => {
    renderPage(['services.view', 'services.manage']);
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Extend due date' }));
    const dialog = await screen.findByRole('dialog');
    // Only periods with open jobs can be extended, the latest first.
    expect(
      within(dialog)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Oct 2026']);
  });
});
