/** Lists stay fast at depth: totals are counted up to a cap, and pages lie within it. */
import { LIST_COUNT_CAP, PAGE_BEYOND_COUNT_CAP_MESSAGE } from '@taskflow/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, newOrganization, type OrganizationFixture } from '../test/org-fixture';
import { createTestApp, type TestApp } from '../test/test-app';
import { metaOf, offsetOf } from './pagination';

let t: TestApp;
let acme: OrganizationFixture;

beforeAll(async () => {
  t = await createTestApp();
  acme = await newOrganization(t, 'Acme Advisory LLP');
  await t.db.execute(sql`
    insert into notifications (organization_id, user_id, kind, title, created_at)
    select ${acme.orgId}, ${acme.admin.id}, 'announcement', 'Note ' || n, now() - n * interval '1 second'
    from generate_series(1, ${LIST_COUNT_CAP + 5}) as n`);
});
afterAll(() => t.close());

const list = (query: string) => call(t, acme.admin.cookie, 'GET', `/notifications?${query}`);

describe('a list deeper than the count cap', () => {
  it('answers the capped total and says it is capped', async () => {
    const response = await list('pageSize=50');
    expect(response.statusCode).toBe(200);
    expect(response.json().meta).toEqual({
      page: 1,
      pageSize: 50,
      total: LIST_COUNT_CAP,
      isTotalCapped: true,
    });
    expect(response.json().data[0].title).toBe('Note 1');
  });

  it('serves the last page within the cap, in order', async () => {
    const response = await list(`page=${LIST_COUNT_CAP / 50}&pageSize=50`);
    expect(response.statusCode).toBe(200);
    const titles = response.json().data.map((row: { title: string }) => row.title);
    expect(titles).toHaveLength(50);
    expect(titles[0]).toBe(`Note ${LIST_COUNT_CAP - 49}`);
  });

  it('refuses a page beyond the cap on the page field', async () => {
    const response = await list(`page=${LIST_COUNT_CAP / 50 + 1}&pageSize=50`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fields).toEqual({ page: PAGE_BEYOND_COUNT_CAP_MESSAGE });
  });

  it('counts exactly below the cap (no flag)', async () => {
    const response = await list('pageSize=50&q=Note 1000');
    // Note 1000, Note 10000 … Note 10005
    expect(response.json().meta).toEqual({ page: 1, pageSize: 50, total: 7 });
  });

  it('still tells the total on an empty page past the last', async () => {
    const response = await list('page=2&pageSize=50&q=Note 1000');
    expect(response.json()).toEqual({ data: [], meta: { page: 2, pageSize: 50, total: 7 } });
  });
});

describe('metaOf and offsetOf', () => {
  it('tells an exact total up to the cap, and the cap with the flag past it', () => {
    expect(metaOf({ page: 2, pageSize: 20 }, 0)).toEqual({ page: 2, pageSize: 20, total: 0 });
    expect(metaOf({ page: 1, pageSize: 20 }, LIST_COUNT_CAP)).toEqual({
      page: 1,
      pageSize: 20,
      total: LIST_COUNT_CAP,
    });
    expect(metaOf({ page: 1, pageSize: 20 }, LIST_COUNT_CAP + 1)).toEqual({
      page: 1,
      pageSize: 20,
      total: LIST_COUNT_CAP,
      isTotalCapped: true,
    });
  });

  it('skips the pages before, up to the last page within the cap', () => {
    expect(offsetOf({ page: 1, pageSize: 20 })).toBe(0);
    expect(offsetOf({ page: 3, pageSize: 20 })).toBe(40);
    expect(offsetOf({ page: LIST_COUNT_CAP / 20, pageSize: 20 })).toBe(LIST_COUNT_CAP - 20);
    expect(() => offsetOf({ page: LIST_COUNT_CAP / 20 + 1, pageSize: 20 })).toThrow(
      PAGE_BEYOND_COUNT_CAP_MESSAGE,
    );
  });
});
