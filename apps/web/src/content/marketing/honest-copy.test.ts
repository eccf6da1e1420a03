import { REPORT_FILE_FORMAT_LABELS } from '@taskflow/shared';
import { describe, expect, it } from 'vitest';
import { getFeature } from './features';
import { TESTIMONIALS } from './testimonials';

/** Issue 31, item 17: what the marketing copy says about reports is what the product does. */
describe('marketing copy about reports', () => {
  const reports = getFeature('reports');
  const copy = JSON.stringify(reports);

  it('names every export format the product offers (CSV, Excel, PDF)', () => {
    for (const label of Object.values(REPORT_FILE_FORMAT_LABELS)) {
      expect(reports?.benefits.join(' '), label).toContain(label);
      expect(reports?.keyFeatures.join(' '), label).toContain(label);
    }
  });

  it('does not promise a PDF of every report (the Detailed report has none)', () => {
    expect(copy).not.toMatch(/any report as[^.]*PDF/i);
    expect(copy).toMatch(/Detailed report[^.]*no PDF/);
  });

  it('promises scheduled delivery only as the scheduler sends it: Mondays or the 1st, to the team', () => {
    const quotes = TESTIMONIALS.map((quote) => quote.text).join(' ');
    expect(quotes).not.toMatch(/(Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)/);
    // Schedules mail the organization's own people, never its clients.
    expect(quotes).not.toMatch(/clients get the PDF/i);
    expect(copy).toMatch(/every Monday or on the 1st of each month/);
  });

  it('says the time report exports as CSV or Excel, not PDF', () => {
    const time = JSON.stringify(getFeature('task-tracker'));
    expect(time).toMatch(/time report downloads as CSV[^.]*Excel/);
    expect(time).not.toMatch(/time[^.]*PDF/i);
  });
});
