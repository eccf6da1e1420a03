import { describe, expect, it } from 'vitest';
import { INDUSTRIES } from '../schemas/organizations';
import { ServiceFieldsSchema, STARTER_SERVICE_NOTE } from '../schemas/services';
import { previewJobs } from './service-jobs';
import { STARTER_SERVICES, startsWithStarterServices } from './starter-services';

const calendar = { workWeek: [1, 2, 3, 4, 5], holidays: new Set<string>() };
const firstJob = (name: string, from: string) => {
  const service = ServiceFieldsSchema.parse(STARTER_SERVICES.find((starter) => starter.name === name));
  const [period] = previewJobs(service, { from, count: 1, fyStartMonth: 4, calendar, clientName: 'Client' });
  if (!period) throw new Error(`No period of ${name}`);
  return period;
};

describe('starter services', () => {
  it('are valid services with unique names, each saying it is starter data to check', () => {
    const names = STARTER_SERVICES.map((service) => service.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    for (const service of STARTER_SERVICES) {
      const parsed = ServiceFieldsSchema.safeParse(service);
      expect(parsed.error?.issues, service.name).toBeUndefined();
      expect(service.description, service.name).toContain(STARTER_SERVICE_NOTE);
    }
  });

  it("cover the issue's calendar: GSTR-1, GSTR-3B, TDS payment and returns, advance tax, income tax returns, tax audit, ROC", () => {
    const names = STARTER_SERVICES.map((service) => service.name).join(' | ');
    for (const expected of [
      'GSTR-1',
      'GSTR-3B',
      'TDS payment',
      'TDS quarterly returns',
      'Advance tax',
      'Income tax return',
      'Tax audit',
      'ROC annual filing',
    ])
      expect(names).toContain(expected);
  });

  it('fall on the statutory dates', () => {
    expect(firstJob('GSTR-3B (monthly)', '2026-11-10')).toMatchObject({
      title: 'GSTR-3B – Nov 2026',
      jobDate: '2026-12-20',
    });
    expect(firstJob('GSTR-1 (monthly)', '2026-11-10').jobDate).toBe('2026-12-11');
    expect(firstJob('GSTR-1 (quarterly, QRMP)', '2026-11-10').jobDate).toBe('2027-01-13');
    expect(firstJob('TDS payment', '2026-11-10').jobDate).toBe('2026-12-07');
    expect(firstJob('TDS quarterly returns', '2026-05-10').jobDate).toBe('2026-07-31');
    expect(firstJob('Advance tax instalment', '2026-05-10')).toMatchObject({
      periodLabel: 'Q1 FY 2026-27',
      jobDate: '2026-06-15',
    });
    expect(firstJob('Advance tax instalment', '2027-02-10').jobDate).toBe('2027-03-15');
    expect(firstJob('Income tax return (non-audit)', '2025-06-01')).toMatchObject({
      title: 'Income tax return – FY 2025-26',
      jobDate: '2026-07-31',
    });
    expect(firstJob('Tax audit report', '2025-06-01').jobDate).toBe('2026-09-30');
    const roc = firstJob('ROC annual filing (companies)', '2025-06-01');
    expect(roc.jobDate).toBe('2026-10-30');
    expect(roc.steps.at(-1)).toMatchObject({
      title: 'ROC annual filing – FY 2025-26: File MGT-7',
      dueDate: '2026-11-29',
    });
  });

  it('start an accounting organization only', () => {
    expect(INDUSTRIES.filter(startsWithStarterServices)).toEqual(['Accounting & compliance']);
    expect(startsWithStarterServices(null)).toBe(false);
  });
});
