import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { LeaveRequestDetail } from '@taskflow/shared';
import { render, screen } from '@testing-library/react';
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
