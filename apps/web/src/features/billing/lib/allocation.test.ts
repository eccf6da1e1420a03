import { describe, expect, it } from 'vitest';
import { advanceOf, prefillAllocations } from './allocation';
import { allocationRowOf, paymentFormSchema } from './payment-form';

const open = [
  { id: 'c', number: 'PRA/2026-27/0010', issueDate: '2026-10-01', outstandingMinor: 30_000 },
  { id: 'a', number: 'PRA/2026-27/0002', issueDate: '2026-08-01', outstandingMinor: 10_000 },
  { id: 'b', number: 'PRA/2026-27/0003', issueDate: '2026-08-01', outstandingMinor: 20_000 },
];

describe('a payment spread over the open invoices', () => {
  it('pays the oldest first, each at most what is owed, the rest kept as advance', () => {
    const shares = prefillAllocations(25_000, open);
    expect([...shares]).toEqual([
      ['a', 10_000],
      ['b', 15_000],
      ['c', 0],
    ]);
    expect(advanceOf(25_000, shares.values())).toBe(0);
    const more = prefillAllocations(70_000, open);
    expect([...more.values()]).toEqual([10_000, 20_000, 30_000]);
    expect(advanceOf(70_000, more.values())).toBe(10_000);
  });

  it('pays the invoice it was recorded from first', () => {
    expect([...prefillAllocations(35_000, open, 'c')]).toEqual([
      ['c', 30_000],
      ['a', 5_000],
      ['b', 0],
    ]);
  });

  it('says how far the amounts against invoices go beyond the payment', () => {
    expect(advanceOf(10_000, [6_000, 7_000])).toBe(-3_000);
  });
});

describe('the Record payment form', () => {
  const schema = paymentFormSchema('INR');
  const values = {
    customerId: '6f1c1d9e-0000-4000-8000-000000000001',
    receivedOn: '2026-11-20',
    amount: '1500.50',
    mode: 'upi' as const,
    reference: 'UTR 123',
    note: '',
    allocations: [
      { invoiceId: 'a', amount: '1000' },
      { invoiceId: 'b', amount: '' },
      { invoiceId: 'c', amount: '500.50' },
    ],
  };

  it('sends minor units and only the allocations with an amount', () => {
    expect(schema.parse(values)).toEqual({
      customerId: values.customerId,
      receivedOn: '2026-11-20',
      amountMinor: 150_050,
      mode: 'upi',
      reference: 'UTR 123',
      note: undefined,
      allocations: [
        { invoiceId: 'a', amountMinor: 100_000 },
        { invoiceId: 'c', amountMinor: 50_050 },
      ],
    });
  });

  it('refuses a mode not chosen, and allocations beyond the payment', () => {
    const result = schema.safeParse({ ...values, mode: '', amount: '1000' });
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toEqual({
      mode: 'Choose how it was paid',
      allocations: 'The amounts against invoices add up to more than the payment',
    });
  });

  it('puts a message about a sent allocation on the row of its invoice', () => {
    const sentList = [{ invoiceId: 'a' }, { invoiceId: 'c' }];
    const rows = [{ invoiceId: 'a' }, { invoiceId: 'b' }, { invoiceId: 'c' }];
    expect(allocationRowOf('allocations.1.amountMinor', sentList, rows)).toBe(2);
    expect(allocationRowOf('allocations.0.invoiceId', sentList, rows)).toBe(0);
    expect(allocationRowOf('allocations', sentList, rows)).toBe('list');
    expect(allocationRowOf('amountMinor', sentList, rows)).toBeNull();
  });
});
