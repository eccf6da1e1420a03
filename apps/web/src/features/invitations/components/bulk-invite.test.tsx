import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { BulkInvitationResult, PeopleOptions } from '@taskflow/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AcceptInvitationForm } from './accept-invitation-form';
import { BulkInvite } from './bulk-invite';

/** Issue 39, item 2: a team and its manager in one file; the date order asked; the name typed kept. */
const OPTIONS = {
  roles: [{ id: 'employee', name: 'Employee' }],
  departments: [],
  managers: [],
} as unknown as PeopleOptions;
const ROW = {
  line: 2,
  name: 'Deepa Shah',
  email: 'deepa@iyerrao.in',
  roleName: 'Employee',
  departmentName: null,
  managerName: 'Meera Rao',
  isManagerInvited: true,
  joinedOn: '2026-05-04',
  employeeCode: null,
  hasAccountElsewhere: false,
  inviteUrl: null,
};
const PREVIEW: BulkInvitationResult = {
  isCommitted: false,
  rowCount: 1,
  errors: [],
  dates: {
    order: 'dmy',
    isChosen: false,
    question: {
      value: '04/05/2026',
      line: 2,
      column: 'Joining Date',
      dayFirst: '4 May 2026',
      monthFirst: '5 April 2026',
    },
    note: null,
  },
  preview: [ROW],
};

let sent: Record<string, string>[];
beforeEach(() => {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const fields = Object.fromEntries(
        [...((init?.body as FormData | undefined)?.entries() ?? [])].filter(
          ([, value]) => typeof value === 'string',
        ),
      ) as Record<string, string>;
      // Only the bulk invitation's own requests: another query of the page may fetch meanwhile.
      if (String(input).includes('bulk')) sent.push(fields);
      const answer = fields.dateOrder
        ? {
            ...PREVIEW,
            dates: { ...PREVIEW.dates, order: fields.dateOrder, isChosen: true },
            isCommitted: fields.commit === 'true',
          }
        : PREVIEW;
      return new Response(JSON.stringify({ data: answer }), {
        status: String(input).includes('bulk') ? 200 : 404,
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const wrap = (ui: React.ReactNode) =>
  render(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);

describe('inviting a team in one file', () => {
  it('shows a manager invited in the same file, asks the date order and sends the answer', async () => {
    wrap(<BulkInvite options={OPTIONS} onDone={() => {}} />);
    await userEvent.upload(
      screen.getByLabelText('Or a CSV file'),
      new File(['Name,Email\n'], 'team.csv', { type: 'text/csv' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Invited in this file')).toBeInTheDocument();
    // Not sendable until the order is answered.
    expect(screen.queryByRole('button', { name: /Send 1 invitation/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /5 April 2026/ }));
    await waitFor(() => expect(sent.at(-1)).toMatchObject({ commit: 'false', dateOrder: 'mdy' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Send 1 invitation' }));
    await waitFor(() => expect(sent.at(-1)).toMatchObject({ commit: 'true', dateOrder: 'mdy' }));
  });

  it('the accept form starts with the name the inviter typed', () => {
    wrap(<AcceptInvitationForm token="t" email="deepa@iyerrao.in" name="Deepa Shah" onJoined={() => {}} />);
    expect(screen.getByLabelText('Full name')).toHaveValue('Deepa Shah');
  });
});
