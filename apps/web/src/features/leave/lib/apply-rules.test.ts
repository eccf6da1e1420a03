import type { LeaveType } from '@taskflow/shared';
import { describe, expect, it } from 'vitest';
import { halfDayChoice, needsDocument, previewBody } from './apply-rules';

const type = (overrides: Partial<LeaveType> = {}): LeaveType => ({
  id: 'b7a3f0c2-1d2e-4f5a-8b9c-0d1e2f3a4b5c',
  name: 'Sick',
  isPaid: true,
  yearlyAllocation: 12,
  accrual: 'yearly',
  proration: 'joining_month',
  pendingChange: null,
  allowsHalfDays: true,
  tracksBalance: true,
  carryForwardCap: 0,
  documentRequiredAfterDays: 2,
  approvalSteps: [],
  escalationDays: null,
  maxDaysBack: 0,
  isArchived: false,
  ...overrides,
});

describe('halfDayChoice', () => {
  it('offers no half day when the type does not allow it', () => {
    expect(halfDayChoice(type({ allowsHalfDays: false }), '2026-12-01', '2026-12-01')).toBe('none');
    expect(halfDayChoice(undefined, '2026-12-01', '2026-12-01')).toBe('none');
  });
  it('offers the morning or the afternoon of a one-day leave, and one box per end otherwise', () => {
    expect(halfDayChoice(type(), '2026-12-01', '2026-12-01')).toBe('single');
    expect(halfDayChoice(type(), '2026-12-01', '2026-12-03')).toBe('ends');
  });
});

describe('needsDocument', () => {
  it('asks for a document only beyond the type’s day limit', () => {
    expect(needsDocument(type(), 2)).toBe(false);
    expect(needsDocument(type(), 2.5)).toBe(true);
    expect(needsDocument(type({ documentRequiredAfterDays: null }), 30)).toBe(false);
    expect(needsDocument(type({ documentRequiredAfterDays: 0 }), 0.5)).toBe(true);
    expect(needsDocument(type(), undefined)).toBe(false);
  });
});

describe('previewBody', () => {
  const sick = type();
  const id = sick.id;
  it('waits for the type and two valid dates in order', () => {
    expect(previewBody({ fromDate: '2026-12-01', toDate: '2026-12-02' }, sick)).toBeNull();
    expect(previewBody({ leaveTypeId: id, fromDate: '2026-12-01', toDate: '' }, sick)).toBeNull();
    expect(previewBody({ leaveTypeId: id, fromDate: '2026-12-03', toDate: '2026-12-01' }, sick)).toBeNull();
    expect(previewBody({ leaveTypeId: id, fromDate: '2026-02-30', toDate: '2026-03-01' }, sick)).toBeNull();
  });
  it('sends half days only where the type and the range take them', () => {
    const values = { leaveTypeId: id, fromDate: '2026-12-01', toDate: '2026-12-01', toDateHalf: true };
    // A one-day leave's morning is the To Date's half, its afternoon the From Date's; one of them.
    expect(previewBody(values, sick)).toMatchObject({ fromDateHalf: false, toDateHalf: true });
    expect(previewBody({ ...values, fromDateHalf: true }, sick)).toMatchObject({
      fromDateHalf: true,
      toDateHalf: false,
    });
    const noHalves = type({ allowsHalfDays: false });
    expect(
      previewBody({ ...values, toDate: '2026-12-04', fromDateHalf: true, toDateHalf: true }, noHalves),
    ).toMatchObject({ fromDateHalf: false, toDateHalf: false });
    expect(
      previewBody({ ...values, toDate: '2026-12-04', fromDateHalf: true, toDateHalf: true }, sick),
    ).toMatchObject({ fromDateHalf: true, toDateHalf: true });
  });
});
