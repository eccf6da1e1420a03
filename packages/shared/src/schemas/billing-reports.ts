/**
 * The billing reports (issue 42, item 6): revenue, unbilled work (WIP), missed billing and realisation,
 * under /reports/billing (apps/api/src/modules/reports/billing-*.ts). Every one carries amounts, so every
 * one needs Rates and Billing (`time.billing`) beside View Report. Money is integers in minor units, as
 * everywhere in billing; the screens format it (`formatMoney`), the files carry plain decimals.
 */
import { z } from 'zod';
import { text } from './fields';
import { optionalDay } from './projects';

export const BILLING_REPORTS = ['revenue', 'unbilled', 'missed', 'realisation'] as const;
export type BillingReport = (typeof BILLING_REPORTS)[number];
export const BILLING_REPORT_LABELS: Record<BillingReport, string> = {
  revenue: 'Revenue',
  unbilled: 'Unbilled work',
  missed: 'Missed billing',
  realisation: 'Realisation',
};

/** Rows of each missed-billing list on screen (the totals count them all; the files carry them all). */
export const MISSED_ROWS_ON_SCREEN = 500;
/** Fixed-fee jobs of the realisation report on screen, the least realised first (the files carry them all). */
export const REALISATION_JOBS_ON_SCREEN = 500;

const rangeRefine = <T extends { from?: string | null; to?: string | null }>(value: T) =>
  !value.from || !value.to || value.from <= value.to;
const RANGE_MESSAGE = { message: 'The end of the range cannot be before its start', path: ['to'] };
const day = () => optionalDay().transform((value) => value ?? undefined);

// ---------------------------------------------------------------- revenue

export const REVENUE_GROUPINGS = ['customer', 'service', 'user', 'month'] as const;
export type RevenueGrouping = (typeof REVENUE_GROUPINGS)[number];
export const REVENUE_GROUPING_LABELS: Record<RevenueGrouping, string> = {
  customer: 'Client',
  service: 'Service',
  user: 'Member',
  month: 'Month',
};
/**
 * The rows of a grouping that no id names: time lines have no service, fee lines no member, typed
 * items neither (their key is the bucket's name instead of an id).
 */
export const REVENUE_BUCKET_LABELS = {
  time: 'Time billed by the hour',
  fees: 'Fixed fees',
  other: 'Other',
} as const;

const revenueGroupings = text()
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(z.enum(REVENUE_GROUPINGS, { error: 'Choose client, service, member or month' }))
      .min(1, 'Choose a grouping')
      .max(2, 'Choose at most two groupings')
      .refine((list) => new Set(list).size === list.length, 'Choose two different groupings'),
  );

/** GET /reports/billing/revenue (and its files). Without from and to: the current month. */
export const RevenueReportQuerySchema = z
  .object({
    from: day(),
    to: day(),
    groupBy: revenueGroupings.optional(),
    customerId: z.uuid({ error: 'Choose a client' }).optional(),
  })
  .refine(rangeRefine, RANGE_MESSAGE);
export type RevenueReportQuery = z.output<typeof RevenueReportQuerySchema>;

export const RevenueFiguresSchema = z.object({
  /** Taxable amounts of the issued invoices' lines (voids and drafts left out). */
  invoicedMinor: z.number(),
  /** Taxable amounts of the issued credit notes' lines, by the credit note's own date. */
  creditedMinor: z.number(),
  /** invoiced − credited. */
  netMinor: z.number(),
  /** Issued invoices with a line in the row. */
  invoiceCount: z.number(),
});
export type RevenueFigures = z.infer<typeof RevenueFiguresSchema>;

export const RevenueKeySchema = z.object({
  grouping: z.enum(REVENUE_GROUPINGS),
  /** The client's, service's or member's id, the month (`2026-11`), or a bucket (`time`, `fees`, `other`). */
  value: z.string(),
  label: z.string(),
});

export const RevenueReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  groupBy: z.array(z.enum(REVENUE_GROUPINGS)),
  currency: z.string(),
  rows: z.array(RevenueFiguresSchema.extend({ keys: z.array(RevenueKeySchema) })),
  total: RevenueFiguresSchema,
});
export type RevenueReport = z.infer<typeof RevenueReportSchema>;

// ---------------------------------------------------------------- unbilled work (WIP)

/** GET /reports/billing/unbilled (and its files). Without upTo: today in the organization's zone. */
export const UnbilledReportQuerySchema = z.object({ upTo: day() });
export type UnbilledReportQuery = z.output<typeof UnbilledReportQuerySchema>;

export const UnbilledFiguresSchema = z.object({
  /** Done jobs of fixed-fee services with no live invoice line, and their fees. */
  feeCount: z.number(),
  feesMinor: z.number(),
  /**
   * Approved billable time, neither billed nor on an invoice, of hourly (or job-less) work, that has a
   * rate (its project's, else its person's), and its value at that rate.
   */
  timeMinutes: z.number(),
  timeMinor: z.number(),
  /** The same time with no rate at all: no amount (not 0), and no draft takes it until a rate is set. */
  unratedMinutes: z.number(),
  /** fees + time: the value of the unbilled work. */
  totalMinor: z.number(),
  /** Billable time not yet approved (not invoiceable yet), in minutes. */
  awaitingApprovalMinutes: z.number(),
  /** Taxable amount of the client's draft invoices: work already drafted, not yet issued. */
  draftMinor: z.number(),
});
export type UnbilledFigures = z.infer<typeof UnbilledFiguresSchema>;

export const UnbilledReportSchema = z.object({
  upTo: z.string(),
  currency: z.string(),
  rows: z.array(
    UnbilledFiguresSchema.extend({
      customerId: z.string(),
      customerName: z.string(),
      /** The oldest unbilled work's day (a fee's completion or a time entry's day). */
      oldestDate: z.string().nullable(),
    }),
  ),
  total: UnbilledFiguresSchema,
});
export type UnbilledReport = z.infer<typeof UnbilledReportSchema>;

// ---------------------------------------------------------------- missed billing

/** GET /reports/billing/missed (and its files). */
export const MissedBillingQuerySchema = z.object({
  customerId: z.uuid({ error: 'Choose a client' }).optional(),
});
export type MissedBillingQuery = z.output<typeof MissedBillingQuerySchema>;

export const MissedFeeSchema = z.object({
  clientJobId: z.string(),
  customerId: z.string(),
  customerName: z.string(),
  serviceName: z.string(),
  title: z.string(),
  periodLabel: z.string(),
  /** The day it was done (organization's zone), else the end of its period. */
  doneOn: z.string(),
  /** Days from `doneOn` to today. */
  daysWaiting: z.number(),
  feeMinor: z.number(),
});
export type MissedFee = z.infer<typeof MissedFeeSchema>;

export const MissedTimeSchema = z.object({
  customerId: z.string(),
  customerName: z.string(),
  userId: z.string(),
  userName: z.string(),
  entryCount: z.number(),
  minutes: z.number(),
  /** At the project's rate, else the person's; minutes with neither are `unratedMinutes`, not 0. */
  valueMinor: z.number(),
  unratedMinutes: z.number(),
  /** Of the minutes, those whose week is not approved (approval comes before an invoice). */
  unapprovedMinutes: z.number(),
  oldestDate: z.string(),
});
export type MissedTime = z.infer<typeof MissedTimeSchema>;

export const MissedBillingSchema = z.object({
  today: z.string(),
  /** Time logged before this day and still not invoiced is missed (today less a calendar month). */
  timeBefore: z.string(),
  currency: z.string(),
  fees: z.array(MissedFeeSchema),
  feeCount: z.number(),
  feesMinor: z.number(),
  time: z.array(MissedTimeSchema),
  /** Rows of the time list (client and member) in all, of which `time` holds the first. */
  timeRowCount: z.number(),
  timeMinutes: z.number(),
  timeMinor: z.number(),
  unratedMinutes: z.number(),
});
export type MissedBilling = z.infer<typeof MissedBillingSchema>;

// ---------------------------------------------------------------- realisation

/** GET /reports/billing/realisation (and its files): invoices issued in the range. Default: the current month. */
export const RealisationQuerySchema = z
  .object({
    from: day(),
    to: day(),
    customerId: z.uuid({ error: 'Choose a client' }).optional(),
  })
  .refine(rangeRefine, RANGE_MESSAGE);
export type RealisationQuery = z.output<typeof RealisationQuerySchema>;

export const RealisationFiguresSchema = z.object({
  /** Taxable amount billed (net of the invoices' credit notes). */
  billedMinor: z.number(),
  /** The time behind it at the current rates (project's, else person's). */
  valueMinor: z.number(),
  minutes: z.number(),
  /** Minutes with no rate: not valued (the ratio reads high when there are some). */
  unratedMinutes: z.number(),
  /** billed / value (1 = billed at the full value; null when the time has no value). */
  realisation: z.number().nullable(),
});
export type RealisationFigures = z.infer<typeof RealisationFiguresSchema>;

export const RealisationReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  /** Per client: everything billed, against the billed time and the time spent on the billed fixed-fee jobs. */
  clients: z.array(RealisationFiguresSchema.extend({ customerId: z.string(), customerName: z.string() })),
  /** Per member: their time lines billed, against their billed time. */
  members: z.array(RealisationFiguresSchema.extend({ userId: z.string(), userName: z.string() })),
  /**
   * Per billed fixed-fee job: its fee line, against the time spent on its tasks. The least realised first
   * (jobs with no time to value last), at most REALISATION_JOBS_ON_SCREEN of them on screen.
   */
  fixedFees: z.array(
    RealisationFiguresSchema.extend({
      clientJobId: z.string(),
      customerName: z.string(),
      serviceName: z.string(),
      title: z.string(),
      invoiceNumber: z.string(),
    }),
  ),
  /** How many fixed-fee jobs were billed in the range (fixedFees may list only the first of them). */
  fixedFeeCount: z.number(),
  total: RealisationFiguresSchema,
});
export type RealisationReport = z.infer<typeof RealisationReportSchema>;

/** billed / value, to three places (as utilisation is), or null without a value to compare with. */
export function realisationOf(billedMinor: number, valueMinor: number): number | null {
  return valueMinor > 0 ? Math.round((billedMinor / valueMinor) * 1000) / 1000 : null;
}
