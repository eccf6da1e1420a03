/**
 * Starter services (issue 40, item 7): the Indian statutory calendar an accounting firm begins with, as
 * ordinary services it may edit or archive. Due dates as the Acts and the usual notifications set them
 * in 2025-26; governments extend and change them, so each service says it is starter data to check, not
 * law (STARTER_SERVICE_NOTE). Exceptions a rule cannot say (March's TDS is due on 30 April) are in the
 * description, for the firm to move that period's job.
 */
import type { INDUSTRIES } from '../schemas/organizations';
import { type ServiceFields, type ServiceStepFields, STARTER_SERVICE_NOTE } from '../schemas/services';

/** The industry whose new organizations start with the starter services (others get none). */
export const STARTER_SERVICES_INDUSTRY: (typeof INDUSTRIES)[number] = 'Accounting & compliance';

export const startsWithStarterServices = (industry: string | null | undefined) =>
  industry === STARTER_SERVICES_INDUSTRY;

type Step = Pick<ServiceStepFields, 'title' | 'workType' | 'estimateHours'> & {
  start: number;
  due: number;
  /** Offsets in working days (default: calendar days). */
  working?: boolean;
};

const steps = (...list: Step[]): ServiceStepFields[] =>
  list.map(({ start, due, working, ...step }) => ({
    ...step,
    assigneeRule: 'responsible',
    startOffset: start,
    startUnit: working ? 'working_days' : 'days',
    dueOffset: due,
    dueUnit: working ? 'working_days' : 'days',
  }));

const described = (text: string) => `${text} ${STARTER_SERVICE_NOTE}`;

const GST_MONTHLY_STEPS = (form: string) =>
  steps(
    {
      title: 'Collect sales and purchase data',
      workType: 'GST Return',
      estimateHours: 1,
      start: -15,
      due: -8,
    },
    {
      title: 'Reconcile with GSTR-2B and the books',
      workType: 'GST Return',
      estimateHours: 1.5,
      start: -7,
      due: -4,
      working: true,
    },
    {
      title: `Prepare ${form} and get the client's approval`,
      workType: 'GST Return',
      estimateHours: 1,
      start: -3,
      due: -2,
      working: true,
    },
    { title: `File ${form}`, workType: 'GST Return', estimateHours: 0.5, start: -1, due: 0, working: true },
  );

export const STARTER_SERVICES: readonly ServiceFields[] = [
  {
    name: 'GSTR-1 (monthly)',
    namePattern: 'GSTR-1 – {period}',
    description: described(
      'Outward supplies of a monthly filer, due on the 11th of the next month (Rule 59, CGST Rules).',
    ),
    frequency: 'monthly',
    jobDateRule: { kind: 'day_after_period', day: 11, monthsAfter: 1 },
    leadDays: 0,
    steps: GST_MONTHLY_STEPS('GSTR-1'),
  },
  {
    name: 'GSTR-1 (quarterly, QRMP)',
    namePattern: 'GSTR-1 – {period}',
    description: described(
      'Outward supplies of a filer under the QRMP scheme, due on the 13th of the month after the quarter (invoices of the first two months may go by IFF).',
    ),
    frequency: 'quarterly',
    jobDateRule: { kind: 'day_after_period', day: 13, monthsAfter: 1 },
    leadDays: 0,
    steps: GST_MONTHLY_STEPS('GSTR-1'),
  },
  {
    name: 'GSTR-3B (monthly)',
    namePattern: 'GSTR-3B – {period}',
    description: described(
      'Summary return and tax payment of a monthly filer, due on the 20th of the next month.',
    ),
    frequency: 'monthly',
    jobDateRule: { kind: 'day_after_period', day: 20, monthsAfter: 1 },
    leadDays: 0,
    steps: GST_MONTHLY_STEPS('GSTR-3B'),
  },
  {
    name: 'GSTR-3B (quarterly, QRMP)',
    namePattern: 'GSTR-3B – {period}',
    description: described(
      "Summary return of a filer under the QRMP scheme, due on the 22nd or the 24th of the month after the quarter by the client's state (set here to the 22nd); tax for the first two months is paid by the 25th of the next month (PMT-06).",
    ),
    frequency: 'quarterly',
    jobDateRule: { kind: 'day_after_period', day: 22, monthsAfter: 1 },
    leadDays: 0,
    steps: GST_MONTHLY_STEPS('GSTR-3B'),
  },
  {
    name: 'GSTR-9 annual return',
    namePattern: 'GSTR-9 – {period}',
    description: described(
      'Annual GST return, due on 31 December after the financial year (optional below the turnover the notifications exempt).',
    ),
    frequency: 'yearly',
    jobDateRule: { kind: 'fixed_date', month: 12, day: 31 },
    leadDays: 0,
    steps: steps(
      {
        title: "Reconcile the year's returns with the books",
        workType: 'GST Return',
        estimateHours: 4,
        start: -30,
        due: -15,
      },
      { title: 'Prepare and file GSTR-9', workType: 'GST Return', estimateHours: 2, start: -10, due: 0 },
    ),
  },
  {
    name: 'TDS payment',
    namePattern: 'TDS payment – {period}',
    description: described(
      "Tax deducted in a month, paid by challan ITNS 281 by the 7th of the next month; tax deducted in March is due by 30 April: move March's job to that date.",
    ),
    frequency: 'monthly',
    jobDateRule: { kind: 'day_after_period', day: 7, monthsAfter: 1 },
    leadDays: 0,
    steps: steps(
      {
        title: 'Compute the TDS of the month',
        workType: 'TDS Return',
        estimateHours: 1,
        start: -5,
        due: -2,
        working: true,
      },
      { title: 'Pay the TDS by challan', workType: 'TDS Return', estimateHours: 0.5, start: -1, due: 0 },
    ),
  },
  {
    name: 'TDS quarterly returns',
    namePattern: 'TDS returns (24Q, 26Q) – {period}',
    description: described(
      'Quarterly TDS statements (Form 24Q for salaries, 26Q for other payments, 27Q for non-residents), due on 31 July, 31 October and 31 January; the January–March quarter is due on 31 May: move that job to it. Form 16A follows within 15 days.',
    ),
    frequency: 'quarterly',
    jobDateRule: { kind: 'day_after_period', day: 31, monthsAfter: 1 },
    leadDays: 0,
    steps: steps(
      {
        title: 'Collect challans and deductee details',
        workType: 'TDS Return',
        estimateHours: 1,
        start: -20,
        due: -12,
      },
      {
        title: 'Prepare the statements and validate them (FVU)',
        workType: 'TDS Return',
        estimateHours: 2,
        start: -10,
        due: -3,
        working: true,
      },
      { title: 'File the TDS returns', workType: 'TDS Return', estimateHours: 0.5, start: -2, due: 0 },
    ),
  },
  {
    name: 'Advance tax instalment',
    namePattern: 'Advance tax – {period}',
    description: described(
      'Instalments due on 15 June (15%), 15 September (45%), 15 December (75%) and 15 March (100%) of the financial year (section 211).',
    ),
    frequency: 'quarterly',
    jobDateRule: { kind: 'day_after_period', day: 15, monthsAfter: 0 },
    leadDays: 0,
    steps: steps(
      {
        title: 'Estimate the income of the year',
        workType: 'Income Tax Return',
        estimateHours: 1.5,
        start: -14,
        due: -5,
      },
      {
        title: 'Pay the instalment and send the challan to the client',
        workType: 'Income Tax Return',
        estimateHours: 0.5,
        start: -3,
        due: 0,
      },
    ),
  },
  {
    name: 'Income tax return (non-audit)',
    namePattern: 'Income tax return – {period}',
    description: described(
      'Return of income of individuals, HUFs and firms whose accounts need no audit, due on 31 July after the financial year (section 139(1)).',
    ),
    frequency: 'yearly',
    jobDateRule: { kind: 'fixed_date', month: 7, day: 31 },
    leadDays: 0,
    steps: steps(
      {
        title: 'Collect documents, Form 16 and the AIS',
        workType: 'Income Tax Return',
        estimateHours: 1,
        start: -45,
        due: -25,
      },
      {
        title: 'Compute the income and tax',
        workType: 'Income Tax Return',
        estimateHours: 2,
        start: -24,
        due: -10,
      },
      {
        title: 'File the return and have it e-verified',
        workType: 'Income Tax Return',
        estimateHours: 0.5,
        start: -5,
        due: 0,
      },
    ),
  },
  {
    name: 'Tax audit report',
    namePattern: 'Tax audit (3CA/3CB-3CD) – {period}',
    description: described(
      'Tax audit report under section 44AB (Form 3CA or 3CB with 3CD), due on 30 September after the financial year.',
    ),
    frequency: 'yearly',
    jobDateRule: { kind: 'fixed_date', month: 9, day: 30 },
    leadDays: 0,
    steps: steps(
      { title: 'Audit the books', workType: 'Audit', estimateHours: 16, start: -60, due: -20 },
      {
        title: 'Prepare Form 3CD and discuss it with the client',
        workType: 'Audit',
        estimateHours: 4,
        start: -19,
        due: -5,
      },
      { title: 'Upload the tax audit report', workType: 'Audit', estimateHours: 1, start: -4, due: 0 },
    ),
  },
  {
    name: 'Income tax return (audit cases)',
    namePattern: 'Income tax return (audit) – {period}',
    description: described(
      'Return of income of companies and of assessees whose accounts are audited, due on 31 October after the financial year (section 139(1)).',
    ),
    frequency: 'yearly',
    jobDateRule: { kind: 'fixed_date', month: 10, day: 31 },
    leadDays: 0,
    steps: steps(
      {
        title: 'Compute the income and tax from the audited accounts',
        workType: 'Income Tax Return',
        estimateHours: 3,
        start: -25,
        due: -10,
      },
      {
        title: 'File the return and have it e-verified',
        workType: 'Income Tax Return',
        estimateHours: 1,
        start: -5,
        due: 0,
      },
    ),
  },
  {
    name: 'ROC annual filing (companies)',
    namePattern: 'ROC annual filing – {period}',
    description: described(
      'AOC-4 (financial statements) within 30 days of the annual general meeting and MGT-7 (annual return) within 60 days of it; the AGM is held by 30 September, so set here to 30 October and 29 November.',
    ),
    frequency: 'yearly',
    jobDateRule: { kind: 'fixed_date', month: 10, day: 30 },
    leadDays: 0,
    steps: steps(
      {
        title: 'Prepare the financial statements and the AGM papers',
        workType: 'ROC Filing',
        estimateHours: 4,
        start: -60,
        due: -30,
      },
      { title: 'File AOC-4', workType: 'ROC Filing', estimateHours: 1.5, start: -10, due: 0 },
      { title: 'File MGT-7', workType: 'ROC Filing', estimateHours: 1.5, start: 10, due: 30 },
    ),
  },
  {
    name: 'LLP annual return (Form 11)',
    namePattern: 'LLP Form 11 – {period}',
    description: described("An LLP's annual return, due on 30 May after the financial year."),
    frequency: 'yearly',
    jobDateRule: { kind: 'fixed_date', month: 5, day: 30 },
    leadDays: 0,
    steps: steps({
      title: 'Prepare and file Form 11',
      workType: 'ROC Filing',
      estimateHours: 1,
      start: -20,
      due: 0,
    }),
  },
  {
    name: 'LLP accounts and solvency (Form 8)',
    namePattern: 'LLP Form 8 – {period}',
    description: described(
      "An LLP's statement of account and solvency, due on 30 October after the financial year.",
    ),
    frequency: 'yearly',
    jobDateRule: { kind: 'fixed_date', month: 10, day: 30 },
    leadDays: 0,
    steps: steps({
      title: 'Prepare and file Form 8',
      workType: 'ROC Filing',
      estimateHours: 1.5,
      start: -20,
      due: 0,
    }),
  },
];
