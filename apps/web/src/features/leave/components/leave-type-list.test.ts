import type { LeaveType } from '@taskflow/shared';
import { describe, expect, it } from 'vitest';
import { describeLeaveType } from './leave-type-list';

const base: LeaveType = {
  id: 't1',
  name: 'Annual',
  isPaid: true,
  yearlyAllocation: 18,
  accrual: 'monthly',
  proration: 'joining_month',
  pendingChange: null,
  allowsHalfDays: true,
  tracksBalance: true,
  carryForwardCap: 5,
  documentRequiredAfterDays: null,
  approvalSteps: [],
  escalationDays: null,
  maxDaysBack: 0,
  isArchived: false,
};

describe('describeLeaveType', () => {
  it('names every option an admin set', () => {
    expect(describeLeaveType(base)).toBe(
      'Paid · 18 days a year, accrued monthly · carry forward up to 5 days · half days allowed',
    );
  });
  it('says when no balance is kept and when a document is needed', () => {
    expect(
      describeLeaveType({
        ...base,
        isPaid: false,
        tracksBalance: false,
        allowsHalfDays: false,
        documentRequiredAfterDays: 2,
      }),
    ).toBe('Unpaid · no balance kept · whole days only · document beyond 2 days');
  });
});
