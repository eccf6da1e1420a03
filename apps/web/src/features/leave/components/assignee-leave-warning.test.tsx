import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { OnLeave } from '@taskflow/shared';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AssigneeLeaveWarning } from './assignee-leave-warning';

const ASHA = '0b6a7f6e-3c1d-4b9a-9f0e-2d4c6b8a1e3f';

function answer(data: OnLeave) {
  const fetchMock = vi.fn(async (_url: string) => new Response(JSON.stringify({ data }), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderWarning(props: Parameters<typeof AssigneeLeaveWarning>[0]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AssigneeLeaveWarning {...props} />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('AssigneeLeaveWarning', () => {
  it('warns when the assignee is on leave on the due date, asking the leave API for that day', async () => {
    const fetchMock = answer({
      isOnLeave: true,
      leave: {
        requestId: 'r1',
        leaveType: 'Annual',
        fromDate: '2026-12-01',
        toDate: '2026-12-04',
        status: 'Approved',
      },
    });
    renderWarning({ assigneeId: ASHA, assigneeName: 'Asha Rao', dueDate: '2026-12-02' });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Asha Rao is on Annual leave on the due date (1 Dec 2026 – 4 Dec 2026)',
    );
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      `/api/v1/leave/on-leave?userId=${ASHA}&date=2026-12-02`,
    );
  });

  it('says only "on leave" when the API hides the type from the caller', async () => {
    answer({
      isOnLeave: true,
      leave: {
        requestId: 'r1',
        leaveType: 'On leave',
        fromDate: '2026-12-02',
        toDate: '2026-12-02',
        status: 'Pending',
      },
    });
    renderWarning({ assigneeId: ASHA, assigneeName: 'Asha Rao', dueDate: '2026-12-02' });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Asha Rao is on leave (pending approval) on the due date (2 Dec 2026)',
    );
  });

  it('says nothing when the assignee is in, and asks nothing until both are chosen', async () => {
    const fetchMock = answer({ isOnLeave: false, leave: null });
    const { rerender } = renderWarning({ assigneeId: ASHA, dueDate: '' });
    expect(fetchMock).not.toHaveBeenCalled();
    rerender(
      <QueryClientProvider client={new QueryClient()}>
        <AssigneeLeaveWarning assigneeId={ASHA} dueDate="2026-12-02" />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
