import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, newOrganization, type OrganizationFixture } from '../../test/org-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The project pickers search on the server: `q` matches name or key, a page at a time, in name order. */
let t: TestApp;
let org: OrganizationFixture;

beforeAll(async () => {
  t = await createTestApp();
  org = await newOrganization(t, 'Acme Advisory LLP');
  const customerId = await org.customer('Sahyadri Textiles');
  const projects: [string, string][] = [
    ['GST filings 2031', 'GST'],
    ['Payroll audit', 'PAY'],
    ['Annual gst review', 'ANR'],
    ['100% compliance', 'CMP'],
  ];
  for (const [name, key] of projects) {
    const response = await call(t, org.admin.cookie, 'POST', '/projects', {
      name,
      key,
      customerId,
      leadId: org.admin.id,
      startDate: '2031-01-01',
      targetEndDate: '2031-12-31',
    });
    expect(response.statusCode, response.body).toBe(201);
  }
});
afterAll(() => t.close());

const search = async (query: string) => {
  const response = await call(t, org.admin.cookie, 'GET', `/projects?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as { data: { name: string }[]; meta: { total: number } };
  return { names: body.data.map((project) => project.name), total: body.meta.total };
};

describe('GET /projects?q= (the project pickers’ search)', () => {
  it('matches name or key case-insensitively, in name order, with the total of all matches', async () => {
    expect(await search('q=gst')).toEqual({ names: ['Annual gst review', 'GST filings 2031'], total: 2 });
    expect(await search('q=pay')).toEqual({ names: ['Payroll audit'], total: 1 });
    expect(await search('q=anr')).toEqual({ names: ['Annual gst review'], total: 1 });
  });

  it('pages the matches: a picker asks for the first few and the total says how many more', async () => {
    expect(await search('q=l&pageSize=2')).toEqual({
      names: ['100% compliance', 'Annual gst review'],
      total: 4,
    });
    expect((await search('q=l&pageSize=2&page=2')).names).toEqual(['GST filings 2031', 'Payroll audit']);
  });

  it('takes % and _ literally', async () => {
    expect((await search(`q=${encodeURIComponent('0%')}`)).names).toEqual(['100% compliance']);
    expect((await search('q=_')).names).toEqual([]);
  });
});
