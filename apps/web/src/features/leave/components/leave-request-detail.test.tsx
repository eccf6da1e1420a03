import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { LEAVE_SHORTFALL_CONFIRM, type LeaveRequestDetail } from '@taskflow/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LEAVE_DETAILS_HIDDEN, LeaveRequestDetailView } from './leave-request-detail';

/** A colleague's view as the API answers it: who, when, "On leave", and the details null. */
const hidden: LeaveRequestDetail = {
  id: 'r1',
  employee: { id: 'u1', name: 'Kiran Shah', employeeCode: 'EMP-U1', department: 'Audit' },
  leaveType: { id: null, name: 'On leave', isPaid: null },
  fromDate: '2035-03-05',
  toDate: '2035-03-06',
  fromDateHalf: false,
  toDateHalf: false,
  totalDays: 2,
  status: 'Pending',
  detailsVisible: false,
  reason: null,
  addressDuringLeave: null,
  emergencyContact: null,
  workAssignee: { id: 'u2', name: 'Asha Rao' },
  hasAttachment: null,
  createdAt: '2035-01-02T10:00:00.000Z',
  decidedAt: null,
  awaiting: null,
  steps: [],
  canDecide: false,
  canCancel: false,
  tasksDuringLeave: [],
  blackouts: [],
  balanceCheck: null,
};

function renderDetail(detail: LeaveRequestDetail) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      String(url).includes('/leave/requests/')
        ? new Response(JSON.stringify({ data: detail }), { status: 200 })
        : new Response(JSON.stringify({ data: null }), { status: 200 }),
    ),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <LeaveRequestDetailView id={detail.id} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('LeaveRequestDetailView', () => {
  it('shows a colleague "On leave" and the dates, and no empty detail rows or steps', async () => {
    renderDetail(hidden);
    expect(await screen.findByRole('heading', { name: 'On leave · Kiran Shah' })).toBeInTheDocument();
    expect(screen.getByText(LEAVE_DETAILS_HIDDEN)).toBeInTheDocument();
    expect(screen.getByText('Asha Rao')).toBeInTheDocument();
    for (const term of [
      'Reason for Leave',
      'Address During Leave',
      'Emergency Contact',
      'Supporting document',
    ])
      expect(screen.queryByText(term)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Approval steps' })).toBeNull();
  });

  it('shows the applicant, approvers and leave administrators every field', async () => {
    renderDetail({
      ...hidden,
      leaveType: { id: 't1', name: 'Sick', isPaid: true },
      detailsVisible: true,
      reason: 'Fracture',
      addressDuringLeave: '4 Hospital Road',
      emergencyContact: '+91 98450 11111',
      hasAttachment: true,
    });
    expect(await screen.findByRole('heading', { name: 'Sick leave · Kiran Shah' })).toBeInTheDocument();
    expect(screen.getByText('Fracture')).toBeInTheDocument();
    expect(screen.getByText('+91 98450 11111')).toBeInTheDocument();
    expect(screen.getByText('Download')).toBeInTheDocument();
    expect(screen.queryByText(LEAVE_DETAILS_HIDDEN)).toBeNull();
  });
});

describe('the balance check for the approver (issue 30, item 5)', () => {
  const pending: LeaveRequestDetail = {
    ...hidden,
    leaveType: { id: 't1', name: 'Annual', isPaid: true },
    fromDate: '2027-06-07',
    toDate: '2027-06-11',
    totalDays: 5,
    detailsVisible: true,
    reason: 'Family visit',
    canDecide: true,
    balanceCheck: {
      projectedOn: '2027-06-07',
      remaining: 3,
      covers: false,
      message: 'The Annual balance projected on 7 Jun 2027 is 3 days, less than the 5 days asked',
    },
  };

  /** The detail answered as `detail`; approvals recorded with their bodies and answered by `answer`. */
  function renderDecision(detail: LeaveRequestDetail, answer: (body: Record<string, unknown>) => Response) {
    const approvals: Record<string, unknown>[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (String(url).endsWith('/approve')) {
          const body = JSON.parse(String(init?.body ?? '{}'));
          approvals.push(body);
          return answer(body);
        }
        return String(url).includes('/leave/requests/')
          ? new Response(JSON.stringify({ data: detail }), { status: 200 })
          : new Response(JSON.stringify({ data: null }), { status: 200 });
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <LeaveRequestDetailView id={detail.id} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    return approvals;
  }
  const approved = () => new Response(JSON.stringify({ data: { ...pending, status: 'Approved' } }));

  it('shows the projected figure, and approving asks "Approve anyway" before sending acceptShortfall', async () => {
    const approvals = renderDecision(pending, approved);
    expect(await screen.findByText(/Annual balance projected on 7 Jun 2027:/)).toHaveTextContent(
      'Annual balance projected on 7 Jun 2027: 3 days',
    );
    expect(screen.getByText(pending.balanceCheck?.message ?? '')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const ask = await screen.findByRole('alertdialog');
    expect(ask).toHaveTextContent(`${pending.balanceCheck?.message}. Approve anyway?`);
    expect(approvals).toEqual([]);
    // Back sends nothing; approving anyway sends the confirmation.
    await userEvent.click(within(ask).getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Approve anyway' }));
    await waitFor(() => expect(approvals).toEqual([{ acceptShortfall: true }]));
  });

  it('a covered request is approved at once, without acceptShortfall; a later refusal asks instead', async () => {
    const covered: LeaveRequestDetail = {
      ...pending,
      balanceCheck: {
        projectedOn: '2027-06-07',
        remaining: 14,
        covers: true,
        message: 'Covered by the Annual balance projected on 7 Jun 2027 (14 days before this leave)',
      },
    };
    // The projection moved since the page was read: the server refuses on acceptShortfall once.
    const approvals = renderDecision(covered, (body) =>
      body.acceptShortfall
        ? approved()
        : new Response(
            JSON.stringify({
              error: {
                code: 'VALIDATION_FAILED',
                message: 'Check the highlighted fields',
                details: {
                  fields: {
                    acceptShortfall: `The Annual balance projected on 7 Jun 2027 does not cover these 5 days. ${LEAVE_SHORTFALL_CONFIRM}`,
                  },
                },
              },
            }),
            { status: 400 },
          ),
    );
    expect(await screen.findByText(/projected on 7 Jun 2027:/)).toHaveTextContent('14 days');
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'The Annual balance projected on 7 Jun 2027 does not cover these 5 days. Approve anyway?',
    );
    expect(approvals).toEqual([{}]);
    await userEvent.click(screen.getByRole('button', { name: 'Approve anyway' }));
    await waitFor(() => expect(approvals).toEqual([{}, { acceptShortfall: true }]));
  });

  it('without the right to read balances, only the flag is shown, never the figure', async () => {
    renderDecision(
      {
        ...pending,
        balanceCheck: {
          ...(pending.balanceCheck as NonNullable<LeaveRequestDetail['balanceCheck']>),
          remaining: null,
          message: 'The Annual balance projected on 7 Jun 2027 does not cover these 5 days',
        },
      },
      approved,
    );
    expect(
      await screen.findByText('The Annual balance projected on 7 Jun 2027 does not cover these 5 days'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/projected on 7 Jun 2027:/)).toBeNull();
  });
});
