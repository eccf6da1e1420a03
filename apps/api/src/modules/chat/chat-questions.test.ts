/**
 * Issue 39, item 6: the offline assistant answers the question asked. Questions a firm's people asked, by
 * who asked them, each with what a right answer is: the data it must come from (its page, the rows in it
 * and not in it), the guide page it must quote, "I don't know" when the guide has no answer, or the log-in
 * prompt for a visitor. At least 90 % must be right; the misses are printed.
 *
 * The fixed clock (Date only, sessions included): Wednesday 2 December 2026, 10:00 in Asia/Kolkata, the
 * organization's zone. This week runs Monday 30 November to Sunday 6 December; next week 7 to 13 December.
 * Seeded as the people would: Kiran's approved Annual leave on 14-15 December; Esha's Personal leave on
 * 21-22 December waiting for Meera, her manager; Esha's week of 23 November (8 h) submitted to Meera; Esha's
 * tasks (one overdue, one due today, one this week, one later, one completed); an overdue task of Kiran's
 * for Sharma Traders; Esha's hours this week (3 h on 30 November, 2 h 30 on 1 December).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Account, call, newOrganization, type OrganizationFixture } from '../../test/org-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';
import { I_DO_NOT_KNOW } from './assistant';
import { answerTo } from './chat.fixtures';

const NOW = new Date('2026-12-02T04:30:00Z');

let t: TestApp;
let org: OrganizationFixture;
let manager: Account;
let esha: Account;
let kiran: Account;

type Asker = 'visitor' | 'admin' | 'manager' | 'esha' | 'kiran';

type Expected =
  /** An answer from the person's data: the page it links first, what it must and must not say. */
  | { data: string; says?: string[]; saysNot?: string[] }
  /** A quote of this guide page (first source, and a link to it in the text). */
  | { guide: string; says?: string[] }
  | { unknown: true }
  | { login: true }
  | { noAccess: true };

interface Case {
  q: string;
  as: Asker;
  expect: Expected;
}

const LEAVE_DECEMBER = '/app/leave/all?status=Approved&from=2026-12-01&to=2026-12-31';
/** As a colleague sees it: who is out, never the type (docs/security.md); the approver reads the type. */
const KIRAN_LEAVE = 'Kiran Colleague: On leave, 2026-12-14 to 2026-12-15';
const KIRAN_LEAVE_TO_APPROVER = 'Kiran Colleague: Annual, 2026-12-14 to 2026-12-15';

export const ASSISTANT_QUESTIONS: readonly Case[] = [
  // Who is on leave, for the days the question names.
  {
    q: 'Who is on leave in December?',
    as: 'esha',
    expect: { data: LEAVE_DECEMBER, says: [KIRAN_LEAVE], saysNot: ['Annual', 'Family wedding'] },
  },
  {
    q: 'Who is off next week?',
    as: 'esha',
    expect: {
      data: '/app/leave/all?status=Approved&from=2026-12-07&to=2026-12-13',
      says: ['Nobody has approved leave next week'],
    },
  },
  {
    q: 'Is anyone on leave on 14 December?',
    as: 'esha',
    expect: { data: '/app/leave/all?status=Approved&from=2026-12-14&to=2026-12-14', says: [KIRAN_LEAVE] },
  },
  {
    q: 'Who is away 14–15 Dec?',
    as: 'manager',
    expect: {
      data: '/app/leave/all?status=Approved&from=2026-12-14&to=2026-12-15',
      says: [KIRAN_LEAVE_TO_APPROVER],
    },
  },
  {
    q: 'Who is out this week?',
    as: 'esha',
    expect: {
      data: '/app/leave/all?status=Approved&from=2026-11-30&to=2026-12-06',
      says: ['Nobody has approved leave this week'],
    },
  },
  {
    q: "who's on leave between 10 and 20 December",
    as: 'esha',
    expect: { data: '/app/leave/all?status=Approved&from=2026-12-10&to=2026-12-20', says: [KIRAN_LEAVE] },
  },
  {
    q: 'Which colleagues are on vacation this month?',
    as: 'kiran',
    expect: { data: LEAVE_DECEMBER, says: [KIRAN_LEAVE_TO_APPROVER] },
  },
  {
    q: 'Who is off today?',
    as: 'esha',
    expect: {
      data: '/app/leave/all?status=Approved&from=2026-12-02&to=2026-12-02',
      says: ['Nobody has approved leave today'],
    },
  },
  {
    q: 'Who will be on leave in January?',
    as: 'manager',
    expect: { data: '/app/leave/all?status=Approved&from=2027-01-01&to=2027-01-31', saysNot: ['Kiran'] },
  },
  {
    q: 'Who is on leave from Dec 14 to Dec 18?',
    as: 'esha',
    expect: { data: '/app/leave/all?status=Approved&from=2026-12-14&to=2026-12-18', says: [KIRAN_LEAVE] },
  },
  {
    q: 'Is anybody absent in the next 30 days?',
    as: 'manager',
    expect: {
      data: '/app/leave/all?status=Approved&from=2026-12-02&to=2026-12-31',
      says: [KIRAN_LEAVE_TO_APPROVER],
    },
  },
  // Approvals waiting for the person.
  {
    q: 'What are my pending approvals?',
    as: 'manager',
    expect: {
      data: '/app/leave/pending',
      says: ['Esha Employee: Personal, 2026-12-21 to 2026-12-22', 'Esha Employee, week of 23 November 2026'],
    },
  },
  {
    q: 'Which leave requests wait for me?',
    as: 'manager',
    expect: { data: '/app/leave/pending', says: ['Esha Employee: Personal'] },
  },
  {
    q: 'Do I have any timesheets to approve?',
    as: 'manager',
    expect: { data: '/app/leave/pending', says: ['Esha Employee, week of 23 November 2026', '8 h 00 min'] },
  },
  {
    q: 'Anything waiting for my approval?',
    as: 'manager',
    expect: { data: '/app/leave/pending', says: ['Esha Employee'] },
  },
  { q: 'What are my pending approvals?', as: 'esha', expect: { noAccess: true } },
  {
    q: 'What needs my decision?',
    as: 'admin',
    expect: { data: '/app/leave/pending', says: ['No leave applications are waiting for you.'] },
  },
  // The person's own requests waiting for others.
  {
    q: 'Is my leave approved yet?',
    as: 'esha',
    expect: {
      data: '/app/leave?status=Pending',
      says: ['Personal, 2026-12-21 to 2026-12-22', 'waiting for Reporting manager'],
    },
  },
  {
    q: 'What of mine is waiting for approval?',
    as: 'esha',
    expect: { data: '/app/leave?status=Pending', says: ['Week of 23 November 2026', 'submitted'] },
  },
  {
    q: 'Are my timesheets approved?',
    as: 'esha',
    expect: { data: '/app/leave?status=Pending', says: ['Week of 23 November 2026'] },
  },
  {
    q: "What's the status of my leave application?",
    as: 'kiran',
    expect: {
      data: '/app/leave?status=Pending',
      says: ['None of your leave applications is waiting for a decision.'],
    },
  },
  // The person's own tasks.
  {
    q: 'What are my open tasks?',
    as: 'esha',
    expect: {
      data: '/app/my-tasks',
      says: ['File GSTR-3B for October', 'Reconcile GSTR-2B', 'Prepare TDS working', 'Bank reconciliation'],
      saysNot: ['Archive old vouchers', 'Sharma'],
    },
  },
  {
    q: 'What is due today?',
    as: 'esha',
    expect: { data: '/app/my-tasks', says: ['Reconcile GSTR-2B'], saysNot: ['Bank reconciliation'] },
  },
  {
    q: "What's on my plate this week?",
    as: 'esha',
    expect: {
      data: '/app/my-tasks',
      says: ['Reconcile GSTR-2B', 'Prepare TDS working'],
      saysNot: ['Bank reconciliation'],
    },
  },
  {
    q: 'What should I work on today?',
    as: 'esha',
    expect: { data: '/app/my-tasks', says: ['Reconcile GSTR-2B'], saysNot: ['Prepare TDS working'] },
  },
  {
    q: 'Show me my tasks',
    as: 'kiran',
    expect: { data: '/app/my-tasks', says: ['Collect bank statements'] },
  },
  // Overdue work.
  {
    q: 'What are my overdue tasks?',
    as: 'esha',
    expect: { data: '/app/my-tasks', says: ['File GSTR-3B for October'], saysNot: ['Bank reconciliation'] },
  },
  {
    q: 'What is overdue for me?',
    as: 'esha',
    expect: {
      data: '/app/my-tasks',
      says: ['File GSTR-3B for October'],
      saysNot: ['Collect bank statements'],
    },
  },
  {
    q: 'What is overdue?',
    as: 'manager',
    expect: {
      data: '/app/tasks?overdue=true',
      says: ['File GSTR-3B for October', 'Collect bank statements'],
    },
  },
  {
    q: 'What is overdue for Sharma Traders?',
    as: 'manager',
    expect: {
      data: '/app/tasks?overdue=true&customerId=',
      says: ['Collect bank statements'],
      saysNot: ['File GSTR-3B for October'],
    },
  },
  {
    q: 'Which of my tasks are late?',
    as: 'kiran',
    expect: { data: '/app/my-tasks', says: ['Collect bank statements'] },
  },
  // Hours.
  {
    q: 'How many hours did I log this week?',
    as: 'esha',
    expect: { data: '/app/time/entries', says: ['You logged 5 h 30 min this week'] },
  },
  {
    q: 'How many hours did I log last week?',
    as: 'esha',
    expect: { data: '/app/time/entries', says: ['You logged 8 h 00 min last week'] },
  },
  {
    q: 'How much time did I log in November?',
    as: 'esha',
    expect: { data: '/app/time/entries', says: ['11 h 00 min in November 2026 (2026-11-01 to 2026-11-30)'] },
  },
  {
    q: 'my hours this month',
    as: 'esha',
    expect: { data: '/app/time/entries', says: ['2 h 30 min this month (2026-12-01 to 2026-12-31)'] },
  },
  // The guide.
  { q: 'How do I import tasks from Asana?', as: 'visitor', expect: { guide: '/guide/imports' } },
  {
    q: 'What does Overdue mean in the Task Report?',
    as: 'esha',
    expect: { guide: '/report', says: ['due date has passed'] },
  },
  { q: 'How does carry forward of leave work?', as: 'visitor', expect: { guide: '/guide/leave-rules' } },
  { q: 'How do I apply for leave?', as: 'esha', expect: { guide: '/leave-management' } },
  {
    q: 'How do I set up recurring GST return tasks for clients?',
    as: 'visitor',
    expect: { guide: '/guide/accounting-firms' },
  },
  { q: 'How do I approve a timesheet?', as: 'manager', expect: { guide: '/guide/time' } },
  { q: 'My CSV uses semicolons, can I still import it?', as: 'visitor', expect: { guide: '/guide/imports' } },
  { q: 'What is a blackout period?', as: 'visitor', expect: { guide: '/guide/leave-rules' } },
  {
    q: 'Who approves leave when the manager is away?',
    as: 'esha',
    expect: { guide: '/guide/leave-rules' },
  },
  { q: 'How is leave prorated for new joiners?', as: 'visitor', expect: { guide: '/guide/leave-rules' } },
  // Services and the compliance matrix (issue 40).
  {
    q: 'How do I apply GSTR-3B to all my GST clients?',
    as: 'manager',
    expect: { guide: '/guide/services', says: ['Apply to clients'] },
  },
  { q: "How do I pause a client's service?", as: 'manager', expect: { guide: '/guide/services' } },
  {
    q: 'What happens to existing jobs when I edit a service?',
    as: 'manager',
    expect: { guide: '/guide/services' },
  },
  {
    q: 'How do I extend the due date when the government extends it?',
    as: 'manager',
    expect: { guide: '/guide/compliance-matrix', says: ['Extend due date'] },
  },
  {
    q: 'What does Waiting on client mean in the matrix?',
    as: 'esha',
    expect: { guide: '/guide/compliance-matrix' },
  },
  {
    q: 'How do I download the compliance matrix to Excel?',
    as: 'visitor',
    expect: { guide: '/guide/compliance-matrix' },
  },
  // Nothing in the guide answers these.
  { q: 'What is the capital of France?', as: 'visitor', expect: { unknown: true } },
  { q: 'How do I connect TaskFlow to Slack?', as: 'visitor', expect: { unknown: true } },
  { q: 'What is the weather tomorrow?', as: 'esha', expect: { unknown: true } },
  { q: 'Does TaskFlow print salary slips?', as: 'visitor', expect: { unknown: true } },
  { q: 'Can you recommend a good biryani place?', as: 'visitor', expect: { unknown: true } },
  // A visitor asking about an organization's data.
  { q: 'Who is on leave in December?', as: 'visitor', expect: { login: true } },
];

/** Why an answer is wrong, or null when it is right. */
function judge(expected: Expected, answer: { text: string; sources: { href: string }[] }): string | null {
  const first = answer.sources[0]?.href ?? '';
  const says = 'says' in expected ? (expected.says ?? []) : [];
  const saysNot = 'saysNot' in expected ? (expected.saysNot ?? []) : [];
  const missing = says.filter((words) => !answer.text.includes(words));
  const extra = saysNot.filter((words) => answer.text.includes(words));
  if ('data' in expected) {
    if (!first.startsWith(expected.data)) return `links ${first || 'nothing'} first`;
  } else if ('guide' in expected) {
    if (first !== expected.guide) return `quotes ${first || 'nothing'}`;
    if (!answer.text.includes(`](${expected.guide}`)) return 'does not link the page';
    if (answer.text.startsWith("I don't know")) return 'says it does not know';
  } else if ('unknown' in expected) {
    if (!answer.text.startsWith(I_DO_NOT_KNOW)) return `answers "${answer.text.slice(0, 60)}"`;
  } else if ('login' in expected) {
    if (!answer.text.includes('[log in](/login)')) return 'does not ask to log in';
  } else if (!answer.text.includes('does not give you access'))
    return 'does not say the role gives no access';
  if (missing.length) return `does not say ${missing.map((words) => `"${words}"`).join(', ')}`;
  if (extra.length) return `says ${extra.map((words) => `"${words}"`).join(', ')}`;
  return null;
}

async function task(title: string, assigneeId: string, customerId: string, dueDate: string) {
  const created = await call(t, org.admin.cookie, 'POST', '/tasks', {
    title,
    assigneeId,
    customerId,
    dueDate,
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().data.id as string;
}

async function applyForLeave(who: Account, typeName: string, fromDate: string, toDate: string) {
  const types = await call(t, who.cookie, 'GET', '/leave/types');
  const type = (types.json().data as { id: string; name: string }[]).find((row) => row.name === typeName);
  const applied = await call(t, who.cookie, 'POST', '/leave/requests', {
    leaveTypeId: type?.id,
    fromDate,
    toDate,
    reason: 'Family wedding',
    addressDuringLeave: '12 MG Road, Pune',
    emergencyContact: '+91 98450 11111',
  });
  expect(applied.statusCode, applied.body).toBe(201);
  return applied.json().data.id as string;
}

async function logTime(who: Account, taskId: string, date: string, durationMinutes: number) {
  const logged = await call(t, who.cookie, 'POST', '/time/entries', { taskId, date, durationMinutes });
  expect(logged.statusCode, logged.body).toBe(201);
}

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  t = await createTestApp({
    rateLimits: {
      chat: { max: 1000, timeWindow: 60_000 },
      chatPerUser: { max: 1000, timeWindow: 60_000 },
    },
  });
  org = await newOrganization(t, 'Sahyadri & Co. Chartered Accountants');
  manager = await org.member('Manager', { name: 'Meera Manager' });
  esha = await org.member('Employee', { name: 'Esha Employee', managerId: manager.id });
  kiran = await org.member('Employee', { name: 'Kiran Colleague', managerId: manager.id });
  const own = await org.customer('Kaveri Textiles');
  const sharma = await org.customer('Sharma Traders');

  const kiranLeave = await applyForLeave(kiran, 'Annual', '2026-12-14', '2026-12-15');
  const approved = await call(t, manager.cookie, 'POST', `/leave/requests/${kiranLeave}/approve`, {});
  expect(approved.statusCode, approved.body).toBe(200);
  await applyForLeave(esha, 'Personal', '2026-12-21', '2026-12-22');

  const overdue = await task('File GSTR-3B for October', esha.id, own, '2026-11-25');
  await task('Reconcile GSTR-2B', esha.id, own, '2026-12-02');
  await task('Prepare TDS working', esha.id, own, '2026-12-04');
  await task('Bank reconciliation', esha.id, own, '2026-12-10');
  const done = await task('Archive old vouchers', esha.id, own, '2026-12-03');
  const completed = await call(t, esha.cookie, 'PATCH', `/tasks/${done}`, { status: 'Completed' });
  expect(completed.statusCode, completed.body).toBe(200);
  await task('Collect bank statements', kiran.id, sharma, '2026-11-30');

  // Esha's week of 23 November: 8 h over its five working days, submitted to Meera.
  for (const day of ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'])
    await logTime(esha, overdue, day, 96);
  const submitted = await call(t, esha.cookie, 'POST', '/time/timesheet/submit', { week: '2026-11-23' });
  expect(submitted.statusCode, submitted.body).toBe(200);
  // This week: 3 h on Monday 30 November, 2 h 30 on Tuesday 1 December.
  await logTime(esha, overdue, '2026-11-30', 180);
  await logTime(esha, overdue, '2026-12-01', 150);
});
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

describe('the offline assistant answers the question asked (issue 39, item 6)', () => {
  const cookieOf = (asker: Asker) =>
    asker === 'visitor' ? undefined : { admin: org.admin, manager, esha, kiran }[asker].cookie;

  it('holds at least 40 questions', () => {
    expect(ASSISTANT_QUESTIONS.length).toBeGreaterThanOrEqual(40);
  });

  it('answers at least 90 % of them right', async () => {
    const misses: string[] = [];
    for (const { q, as, expect: expected } of ASSISTANT_QUESTIONS) {
      const answer = await answerTo(t, q, cookieOf(as));
      expect(answer.status, q).toBe(200);
      expect(answer.done, q).toBe(true);
      const wrong = judge(expected, answer);
      if (wrong)
        misses.push(`"${q}" (${as}): ${wrong}; answered ${JSON.stringify(answer.text.slice(0, 300))}`);
    }
    const right = ASSISTANT_QUESTIONS.length - misses.length;
    console.info(
      `Assistant questions: ${right} of ${ASSISTANT_QUESTIONS.length} right (${Math.round((100 * right) / ASSISTANT_QUESTIONS.length)} %)${misses.length ? `; misses:\n  ${misses.join('\n  ')}` : ''}`,
    );
    expect(right / ASSISTANT_QUESTIONS.length).toBeGreaterThanOrEqual(0.9);
  });

  it('answers the questions of the issue exactly, whatever else misses', async () => {
    const december = await answerTo(t, 'Who is on leave in December?', cookieOf('esha'));
    expect(december.sources[0]?.href).toBe(LEAVE_DECEMBER);
    expect(december.text).toContain(`- ${KIRAN_LEAVE} (2 days)`);

    const approvals = await answerTo(t, 'What are my pending approvals?', cookieOf('manager'));
    expect(approvals.sources.map((source) => source.href)).toEqual(['/app/leave/pending', '/app/time/team']);
    expect(approvals.text).toContain('Leave applications waiting for your decision (1):');
    expect(approvals.text).toContain('Timesheets waiting for your approval (1):');

    const asana = await answerTo(t, 'How do I import tasks from Asana?');
    expect(asana.sources[0]?.href).toBe('/guide/imports');

    const open = await answerTo(t, 'What are my open tasks?', cookieOf('esha'));
    expect(open.text).toMatch(/^Your open tasks \(4\):/);
    expect(open.text).toContain('**Overdue** (1)');

    const overdue = await answerTo(t, 'What does Overdue mean in the Task Report?', cookieOf('esha'));
    expect(overdue.sources[0]?.href).toBe('/report');
    expect(overdue.text).toContain('What the columns mean');

    const nothing = await answerTo(t, 'How do I connect TaskFlow to Slack?');
    expect(nothing.text.startsWith(I_DO_NOT_KNOW)).toBe(true);
    expect(nothing.text).not.toContain('Here is what the guide says');
  });
});
