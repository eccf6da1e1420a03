import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { OrganizationReportSchedule } from '@taskflow/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrganizationSchedules } from './organization-schedules';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const schedule = (overrides: Partial<OrganizationReportSchedule>): OrganizationReportSchedule => ({
  id: 's1',
  definitionId: 'd1',
  definitionName: 'Overdue by customer',
  frequency: 'weekly',
  format: 'csv',
  recipients: [
    { id: 'u1', name: 'Mona Maker' },
    { id: 'u2', name: 'Rita Reader' },
  ],
  nextRunAt: '2031-06-16T02:47:00.000Z',
  lastRunAt: null,
  isActive: true,
  stoppedReason: null,
  stoppedAt: null,
  owner: { id: 'u1', name: 'Mona Maker' },
  ...overrides,
});

/** The server: the organization's schedules, changed by pause, resume (refused for s2) and delete. */
function answerServer(initial: OrganizationReportSchedule[]) {
  let rows = [...initial];
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace('/api/v1/reports/organization-schedules', '');
    if (path === '' && method === 'GET') return json({ data: rows });
    const [, id, action] = path.split('/');
    if (method === 'POST' && action === 'pause') {
      rows = rows.map((row) =>
        row.id === id ? { ...row, isActive: false, stoppedReason: 'paused' as const } : row,
      );
      return json({ data: rows.find((row) => row.id === id) });
    }
    if (method === 'POST' && action === 'resume')
      return json(
        {
          error: { code: 'CONFLICT', message: 'Its owner is no longer active, so it cannot run' },
          message: 'Its owner is no longer active, so it cannot run',
        },
        409,
      );
    if (method === 'DELETE') {
      rows = rows.filter((row) => row.id !== id);
      return new Response(null, { status: 204 });
    }
    return json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function open() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <OrganizationSchedules />
    </QueryClientProvider>,
  );
  await userEvent.click(screen.getByText('Scheduled emails of the organization'));
}

const calls = (fetchMock: ReturnType<typeof answerServer>) =>
  fetchMock.mock.calls.map(
    ([input, init]) => `${init?.method ?? 'GET'} ${new URL(input, 'http://x').pathname}`,
  );

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('OrganizationSchedules', () => {
  it('lists everyone’s schedules with owner, recipients and why a stopped one stopped', async () => {
    answerServer([
      schedule({}),
      schedule({
        id: 's2',
        definitionName: 'Team hours',
        owner: { id: 'u3', name: 'Olga Owner' },
        isActive: false,
        stoppedReason: 'owner_not_allowed',
      }),
    ]);
    await open();
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByText(/to Mona Maker, Rita Reader/)).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText(/^Next:/)).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('by Olga Owner')).toBeTruthy();
    expect(
      within(items[1] as HTMLElement).getByText('Stopped: its owner no longer holds Generate Report'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resume Team hours of Olga Owner' })).toBeTruthy();
  });

  it('shows the empty state when nothing is scheduled', async () => {
    answerServer([]);
    await open();
    expect(await screen.findByText('No scheduled emails')).toBeTruthy();
  });

  it('pauses a schedule, then shows it paused with Resume', async () => {
    const fetchMock = answerServer([schedule({})]);
    await open();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Pause Overdue by customer of Mona Maker' }),
    );
    expect(await screen.findByText('Paused by an administrator')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resume Overdue by customer of Mona Maker' })).toBeTruthy();
    expect(calls(fetchMock)).toContain('POST /api/v1/reports/organization-schedules/s1/pause');
    expect(toast.success).toHaveBeenCalledWith('Paused Overdue by customer of Mona Maker');
  });

  it('says why the server refuses to resume', async () => {
    answerServer([schedule({ id: 's2', isActive: false, stoppedReason: 'paused' })]);
    await open();
    await userEvent.click(await screen.findByRole('button', { name: /^Resume/ }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Its owner is no longer active, so it cannot run'),
    );
  });

  it('deletes only after confirming', async () => {
    const fetchMock = answerServer([schedule({})]);
    await open();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Delete Overdue by customer of Mona Maker' }),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(calls(fetchMock).some((call) => call.startsWith('DELETE'))).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No scheduled emails')).toBeTruthy();
    expect(calls(fetchMock)).toContain('DELETE /api/v1/reports/organization-schedules/s1');
  });
});
