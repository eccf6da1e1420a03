import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ServiceSummary } from '@taskflow/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { meQueryOptions } from '../../../lib/auth';
import { organizationQueryOptions } from '../../../lib/organization';
import { ApplyDialog } from './apply-dialog';

/** Issue 40, item 4: applying a service to clients picked by checkboxes, a tag or a filter. */
const SERVICE: ServiceSummary = {
  id: '6f1c1d9e-0000-4000-8000-0000000000s1',
  name: 'GSTR-3B',
  namePattern: 'GSTR-3B – {period}',
  description: null,
  frequency: 'monthly',
  everyMonths: null,
  jobDateRule: { kind: 'day_after_period', day: 20, monthsAfter: 1 },
  leadDays: 0,
  isStarter: true,
  isArchived: false,
  sacCode: null,
  stepCount: 4,
  activeClients: 1,
  pausedClients: 0,
  updatedAt: '2026-11-28T00:00:00.000Z',
};
const client = (n: number, name: string, tags: string[] = []) => ({
  id: `6f1c1d9e-0000-4000-8000-00000000000${n}`,
  businessName: name,
  tags,
});
const CLIENTS = [
  client(1, 'Sharma Traders', ['GST monthly filers']),
  client(2, 'Gupta Stores', ['GST monthly filers']),
  client(3, 'Iyer Textiles'),
];

let applies: { dryRun?: boolean; clients: unknown; startsOn?: string; assigneeId?: string | null }[];

function stubApi() {
  applies = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = String(input);
      const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
      if (url.startsWith('/api/v1/customers/tags'))
        return json({ data: [{ tag: 'GST monthly filers', count: 2 }] });
      if (url.startsWith('/api/v1/customers?')) {
        const q = new URL(url, 'http://x').searchParams.get('q')?.toLowerCase() ?? '';
        const shown = CLIENTS.filter((row) => row.businessName.toLowerCase().includes(q));
        return json({ data: shown, meta: { page: 1, pageSize: 100, total: shown.length } });
      }
      if (url === `/api/v1/services/${SERVICE.id}/apply`) {
        const body = JSON.parse(String(init?.body));
        applies.push(body);
        const ids = body.clients.by === 'ids' ? body.clients.ids : [CLIENTS[0]?.id, CLIENTS[1]?.id];
        // Sharma Traders has GSTR-3B already.
        const skipped = ids.includes(CLIENTS[0]?.id) ? 1 : 0;
        return json({
          data: { matched: ids.length, applied: ids.length - skipped, skipped, startsOn: body.startsOn },
        });
      }
      return json({ data: [] });
    }),
  );
}

function renderDialog(permissions: string[] = []) {
  const onDone = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(meQueryOptions.queryKey, {
    id: 'u-1',
    name: 'Asha Rao',
    organizationId: 'org-1',
    permissions,
  } as never);
  queryClient.setQueryData(organizationQueryOptions.queryKey, {
    currency: 'INR',
    timeZone: 'Asia/Kolkata',
  } as never);
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <>
          <ApplyDialog service={SERVICE} onDone={onDone} />
          <Toaster />
        </>
      ),
    },
  ]);
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { onDone };
}

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-28T06:00:00Z') });
  stubApi();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ApplyDialog', { timeout: 30_000 }, () => {
  it('applies to the clients ticked from the current month, counting those that have it already', async () => {
    const { onDone } = renderDialog();
    const apply = screen.getByRole('button', { name: /^Apply to/ });
    expect(apply).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Choose the clients.');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search clients' }), 'a');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Sharma Traders' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Gupta Stores' }));
    expect(screen.getByRole('group', { name: 'Clients (2 selected)' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        '1 client will get GSTR-3B; 1 client has it already.',
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Apply to 1 client' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const sent = applies.find((body) => !body.dryRun);
    expect(sent).toEqual({
      clients: { by: 'ids', ids: [CLIENTS[0]?.id, CLIENTS[1]?.id] },
      startsOn: '2026-11-01',
      assigneeId: null,
    });
    expect(
      await screen.findByText(/GSTR-3B applied to 1 client; 1 client had it already/),
    ).toBeInTheDocument();
  });

  it('ticks every client shown at once, and applies by tag', async () => {
    renderDialog();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'All 3 clients shown' }));
    expect(screen.getByRole('group', { name: 'Clients (3 selected)' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'By tag' }));
    const tag = await screen.findByRole('combobox', { name: 'Tag' });
    await waitFor(() =>
      expect(within(tag).getByRole('option', { name: 'GST monthly filers (2 clients)' })).toBeInTheDocument(),
    );
    await userEvent.selectOptions(tag, 'GST monthly filers');
    await waitFor(() =>
      expect(applies.at(-1)).toEqual({
        clients: { by: 'tag', tag: 'GST monthly filers' },
        startsOn: '2026-11-01',
        assigneeId: null,
        dryRun: true,
      }),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Apply to 1 client' })).toBeEnabled());
  });

  it('sets how the clients are billed, the fee typed in rupees, for Rates and Billing holders only', async () => {
    renderDialog(['services.manage', 'time.billing']);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Gupta Stores' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Billed' }), 'fixed');
    const fee = screen.getByRole('textbox', { name: 'Fee of one period (INR)' });
    await userEvent.click(await screen.findByRole('button', { name: 'Apply to 1 client' }));
    // A fixed fee needs its amount: nothing is applied without it.
    expect(await screen.findByText('Enter the fee of one period')).toBeInTheDocument();
    expect(applies.filter((body) => !body.dryRun)).toEqual([]);
    await userEvent.type(fee, '1,500.50');
    await userEvent.click(screen.getByRole('button', { name: 'Apply to 1 client' }));
    await waitFor(() => expect(applies.some((body) => !body.dryRun)).toBe(true));
    expect(applies.find((body) => !body.dryRun)).toMatchObject({ billingMode: 'fixed', feeMinor: 150_050 });
    // The count never carries the fee: typing it asks the server nothing.
    expect(applies.filter((body) => body.dryRun && 'feeMinor' in body)).toEqual([]);
  });

  it('offers no billing to a manager without Rates and Billing, and sends none', async () => {
    const { onDone } = renderDialog(['services.manage']);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Gupta Stores' }));
    expect(screen.queryByRole('combobox', { name: 'Billed' })).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Apply to 1 client' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(applies.find((body) => !body.dryRun)).not.toHaveProperty('billingMode');
  });
});
