/**
 * The assistant answers questions about clients' jobs (issue 40): "which clients are still pending for
 * GSTR-3B this month" lists the clients whose job is not done, linked to their jobs, with the service's
 * compliance matrix as the source; a staff member without View Services sees only the jobs of their tasks.
 * Fixed clock: 00:10 on 21 November 2026 in Asia/Kolkata (the organization's zone), 20 November in UTC.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ClientWork, clientWork } from '../../test/client-work.fixture';
import { newOrganization, type OrganizationFixture } from '../../test/org-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';
import { answerTo } from './chat.fixtures';
import { readJobQuestion } from './job-questions';
import { servicesNamed } from './service-names';

const NOW = new Date('2026-11-20T18:40:00Z');
const TODAY = '2026-11-21';

/** The question as data-questions.ts hands it on: lower case, no apostrophes. */
const read = (question: string) =>
  readJobQuestion(question.toLowerCase().replace(/['’]/g, ''), question, TODAY);

describe('reading a question about jobs', () => {
  it('reads the service, the state and the period the question names', () => {
    expect(read('Which clients are still pending for GSTR-3B this month?')).toMatchObject({
      service: 'gstr-3b',
      state: 'pending',
      from: '2026-11-01',
      to: '2026-11-30',
      by: 'due',
    });
    expect(read('Which GST returns are overdue?')).toMatchObject({ service: 'gst', state: 'overdue' });
    expect(read('What is waiting on clients for TDS this quarter?')).toMatchObject({
      service: 'tds',
      state: 'waiting_on_client',
      quarter: 'this quarter',
    });
    // A month named is the period the jobs are for, not their due date.
    expect(read('Which clients have not filed GSTR-1 for October?')).toMatchObject({
      service: 'gstr-1',
      state: 'pending',
      from: '2026-10-01',
      to: '2026-10-31',
      by: 'period',
    });
    expect(read('Show my jobs due this week')).toMatchObject({ mine: true, by: 'due' });
  });

  it('leaves tasks, leave and how-to questions to the other answers', () => {
    expect(read('Which tasks are overdue?')).toBeNull();
    expect(read('Who is on leave in December?')).toBeNull();
    expect(read('How do I set up GST?')).toBeNull();
  });

  it('matches services as people type their names', () => {
    const services = [
      { id: '1', name: 'GSTR-3B (monthly)' },
      { id: '2', name: 'GSTR-1 (monthly)' },
      { id: '3', name: 'TDS return (quarterly)' },
      { id: '4', name: 'Income tax return' },
    ];
    const ids = (asked: string) => servicesNamed(asked, services).map((service) => service.id);
    expect(ids('gstr 3b')).toEqual(['1']);
    expect(ids('GSTR3B')).toEqual(['1']);
    expect(ids('gst')).toEqual(['1', '2']);
    expect(ids('itr')).toEqual(['4']);
    expect(ids('payroll')).toEqual([]);
  });
});

describe("the assistant's answer from the firm's jobs", () => {
  let t: TestApp;
  let org: OrganizationFixture;
  let work: ClientWork;
  let gst: string;
  let preparer: Awaited<ReturnType<OrganizationFixture['member']>>;
  let bystander: Awaited<ReturnType<OrganizationFixture['member']>>;
  const jobs: Record<string, string> = {};

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    t = await createTestApp({
      rateLimits: {
        chat: { max: 1000, timeWindow: 60_000 },
        chatPerUser: { max: 1000, timeWindow: 60_000 },
      },
    });
    org = await newOrganization(t, 'Questions Practice LLP');
    work = clientWork(t, org);
    preparer = await org.member('Employee', { name: 'Pooja Preparer' });
    bystander = await org.member('Employee', { name: 'Bina Bystander' });
    gst = await work.service('GSTR-3B', {
      steps: [
        { title: 'Prepare', due: -5, assigneeId: preparer.id },
        { title: 'File', due: 0, assigneeId: org.admin.id },
      ],
    });
    const tds = await work.service('TDS payment', {
      rule: { kind: 'day_after_period', day: 7, monthsAfter: 1 },
    });
    const clients = {
      sharma: await work.client('Sharma Traders'),
      kulkarni: await work.client('Kulkarni & Sons'),
      nair: await work.client('Nair Family HUF'),
    };
    for (const customer of Object.values(clients)) await work.apply(gst, customer, '2026-10-01');
    await work.apply(tds, clients.sharma, '2026-10-01');
    await work.generate(TODAY);
    for (const [name, id] of Object.entries(clients)) jobs[name] = (await work.job(gst, id, '2026-10')).id;
    // Sharma's October return is filed; Kulkarni's and Nair's are not (due 20 November: overdue).
    await work.setSteps([jobs.sharma as string], 'Completed');
  });
  afterAll(async () => {
    await t.close();
    vi.useRealTimers();
  });

  it('lists the clients still pending this month, each linked to its job, with the matrix as source', async () => {
    const answer = await answerTo(
      t,
      'Which clients are still pending for GSTR-3B this month?',
      org.admin.cookie,
    );
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('Clients with GSTR-3B not done, due this month');
    expect(answer.text).toContain(`[Kulkarni \\& Sons](/app/jobs/${jobs.kulkarni})`);
    expect(answer.text).toContain(`[Nair Family HUF](/app/jobs/${jobs.nair})`);
    expect(answer.text).not.toContain('Sharma Traders');
    expect(answer.sources[0]).toMatchObject({
      title: 'GSTR-3B: compliance matrix',
      href: `/app/services/${gst}/matrix`,
    });
  });

  it('reads the data afresh: a job filed since drops out of the answer', async () => {
    await work.setSteps([jobs.nair as string], 'Completed');
    const answer = await answerTo(t, 'Which GST returns are overdue?', org.admin.cookie);
    expect(answer.text).toContain('Kulkarni \\& Sons');
    expect(answer.text).not.toContain('Nair Family HUF');
    await work.setSteps([jobs.nair as string], 'Pending');
  });

  it("shows a staff member only the jobs of their own tasks, and nobody another firm's", async () => {
    const mine = await answerTo(t, 'Which clients are pending for GSTR-3B this month?', preparer.cookie);
    expect(mine.text).toContain('Kulkarni \\& Sons');
    expect(mine.text).toContain('View Services shows every client');
    expect(mine.sources[0]?.href).toBe('/app/my-tasks');

    const none = await answerTo(t, 'Which clients are pending for GSTR-3B this month?', bystander.cookie);
    expect(none.text).not.toContain('Kulkarni');
    expect(none.text).not.toContain('Nair');

    const other = await newOrganization(t, 'Another Practice LLP');
    const outsider = await answerTo(
      t,
      'Which clients are pending for GSTR-3B this month?',
      other.admin.cookie,
    );
    expect(outsider.text).not.toContain('Kulkarni');
  });
});
