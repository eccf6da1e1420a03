import { describe, expect, it } from 'vitest';
import { isCancellable } from './cancellable';

describe('isCancellable', () => {
  const today = '2026-11-25';
  it('lets pending leave be withdrawn, whatever its dates', () => {
    expect(isCancellable({ status: 'Pending', fromDate: '2026-11-20' }, today)).toBe(true);
  });
  it('lets approved leave be withdrawn only before it starts', () => {
    expect(isCancellable({ status: 'Approved', fromDate: '2026-11-26' }, today)).toBe(true);
    expect(isCancellable({ status: 'Approved', fromDate: today }, today)).toBe(false);
  });
  it('leaves decided-against and cancelled leave alone', () => {
    expect(isCancellable({ status: 'Rejected', fromDate: '2026-12-01' }, today)).toBe(false);
    expect(isCancellable({ status: 'Cancelled', fromDate: '2026-12-01' }, today)).toBe(false);
  });
});
