import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TimeEntry } from '@taskflow/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StartTimerDialog } from './start-timer-dialog';
import { TaskTimerButton } from './task-timer-button';
import { TimerAction } from './timer-controls';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

/**
 * Issue 39, item 7: the Time page offered "Start timer" while one ran (the server refuses a second). Every
 * Start control knows the running timer: the page and the dialog offer Stop, a task's page offers to switch.
 */

const RUNNING: TimeEntry = {
  id: 'e1',
  userId: 'u1',
  userName: 'Asha Rao',
  task: {
    id: 't1',
    displayId: 'ACM-7',
    title: 'GST return for Kaveri',
    projectName: null,
    customerName: 'Kaveri',
  },
  date: '2026-11-25',
  startedAt: '2026-11-25T04:00:00.000Z',
  endedAt: null,
  minutes: 0,
  isRunning: true,
  note: null,
  isBillable: true,
  isBilled: false,
  isLocked: false,
  createdAt: '2026-11-25T04:00:00.000Z',
  updatedAt: '2026-11-25T04:00:00.000Z',
} as TimeEntry;

/** The server as these controls see it: the session, the running timer (or none), stop and start. */
function stubApi(initial: TimeEntry | null) {
  let running = initial;
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = String(input);
      const json = (data: unknown, status = 200) => new Response(JSON.stringify({ data }), { status });
      if (url.includes('/users/session'))
        return json({ id: 'u1', name: 'Asha Rao', organizationId: 'org', permissions: ['time.track'] });
      if (url.endsWith('/time/timer/stop')) {
        calls.push('stop');
        const stopped = { ...running, minutes: 30, isRunning: false };
        running = null;
        return json(stopped);
      }
      if (url.endsWith('/time/timer') && init?.method === 'POST') {
        calls.push(`start ${JSON.parse(String(init.body)).taskId}`);
        running = { ...RUNNING, task: { ...RUNNING.task, id: 't2', displayId: 'ACM-9' } };
        return json(running, 201);
      }
      if (url.endsWith('/time/timer')) return json(running);
      if (url.includes('/tasks?')) return json([]);
      return json(null);
    }),
  );
  return calls;
}

function renderWithClient(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('timer controls while a timer runs', () => {
  it('the Time page offers Stop on the running task, not Start; Start again once it stopped', async () => {
    const calls = stubApi(RUNNING);
    const onStart = vi.fn();
    renderWithClient(<TimerAction onStart={onStart} />);
    const stop = await screen.findByRole('button', { name: 'Stop timer on ACM-7' });
    expect(screen.queryByRole('button', { name: 'Start timer' })).toBeNull();
    await userEvent.click(stop);
    expect(await screen.findByRole('button', { name: 'Start timer' })).toBeEnabled();
    expect(calls).toEqual(['stop']);
    expect(onStart).not.toHaveBeenCalled();
  });

  it('the Start timer dialog names the running timer and offers to stop it first', async () => {
    const calls = stubApi(RUNNING);
    renderWithClient(<StartTimerDialog isOpen onClose={() => {}} />);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'A timer is running on ACM-7 GST return for Kaveri',
    );
    expect(screen.queryByRole('button', { name: 'Start timer' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Stop timer on ACM-7' }));
    expect(await screen.findByRole('button', { name: 'Start timer' })).toBeInTheDocument();
    expect(calls).toEqual(['stop']);
  });

  it('another task offers to switch: the running timer stops, then this task’s starts', async () => {
    const calls = stubApi(RUNNING);
    renderWithClient(<TaskTimerButton taskId="t2" displayId="ACM-9" />);
    const switchButton = await screen.findByRole('button', { name: 'Switch timer from ACM-7' });
    await userEvent.click(switchButton);
    await waitFor(() => expect(calls).toEqual(['stop', 'start t2']));
    expect(await screen.findByRole('button', { name: /^Stop timer/ })).toBeInTheDocument();
  });

  it('with no timer running, each offers Start', async () => {
    stubApi(null);
    renderWithClient(
      <>
        <TimerAction onStart={() => {}} />
        <TaskTimerButton taskId="t2" displayId="ACM-9" />
      </>,
    );
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Start timer' })).toHaveLength(2));
  });
});
