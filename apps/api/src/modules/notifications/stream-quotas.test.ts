/**
 * Issue 38, item 4: live streams per organization (a quota that grows with its active members, small
 * for a new tenant) and per client address, besides those per session, person and process.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationStreamQuota } from '../../lib/live-events';
import { sessionOf } from '../../test/accounts';
import { openStream } from '../../test/event-stream';
import { newOrganization } from '../../test/org-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('live streams per organization and per address', () => {
  let t: TestApp;
  const open: Array<Awaited<ReturnType<typeof openStream>>> = [];
  beforeAll(async () => {
    t = await createTestApp({ streamLimits: { perAddress: 9 } });
  });
  afterAll(async () => {
    for (const stream of open) await stream.close();
    await t.close();
  });
  const keep = (stream: Awaited<ReturnType<typeof openStream>>) => {
    open.push(stream);
    return stream;
  };

  it('gives a quota of three streams per active member, at least six and at most a quarter of the process', () => {
    expect(organizationStreamQuota(1, 2000)).toBe(6);
    expect(organizationStreamQuota(3, 2000)).toBe(9);
    expect(organizationStreamQuota(50, 2000)).toBe(150);
    expect(organizationStreamQuota(1000, 2000)).toBe(500);
  });

  it("holds a new tenant's founder to its quota on any device, while another tenant opens streams", async () => {
    const fresh = await newOrganization(t, 'Throwaway One');
    const phone = await sessionOf(t, fresh.admin);
    for (let tab = 0; tab < 6; tab++)
      expect(keep(await openStream(t.app, fresh.admin.cookie, { tab: `t${tab}` })).response.statusCode).toBe(
        200,
      );
    // A second session has room of its own and of the person, but not of the organization.
    const refused = keep(await openStream(t.app, phone, { tab: 'phone', from: '127.0.0.2' }));
    expect(refused.response.statusCode).toBe(429);
    await refused.ended;

    const other = await newOrganization(t, 'Real Firm LLP');
    expect(keep(await openStream(t.app, other.admin.cookie, { from: '127.0.0.2' })).response.statusCode).toBe(
      200,
    );

    // Two more active members: three streams each.
    await fresh.member();
    await fresh.member();
    expect(
      keep(await openStream(t.app, phone, { tab: 'phone', from: '127.0.0.2' })).response.statusCode,
    ).toBe(200);
  });

  it('holds one address to its bound across tenants, while another address is served', async () => {
    // 127.0.0.1 holds the six streams above; three tenants more reach its bound of nine.
    const tenants = await Promise.all(['A', 'B', 'C', 'D'].map((name) => newOrganization(t, `Farm ${name}`)));
    for (const tenant of tenants.slice(0, 3))
      expect(keep(await openStream(t.app, tenant.admin.cookie)).response.statusCode).toBe(200);
    const refused = keep(await openStream(t.app, tenants[3]?.admin.cookie ?? ''));
    expect(refused.response.statusCode).toBe(429);
    expect(refused.response.headers['retry-after']).toBeDefined();
    const elsewhere = keep(await openStream(t.app, tenants[3]?.admin.cookie ?? '', { from: '127.0.0.3' }));
    expect(elsewhere.response.statusCode).toBe(200);
  });
});
