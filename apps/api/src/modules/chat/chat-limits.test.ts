import type { ServerResponse } from 'node:http';
import {
  CHAT_DAILY_BUDGET_MESSAGE,
  CHAT_ORGANIZATION_BUDGET_MESSAGE,
  CHAT_RATE_LIMITED_MESSAGE,
} from '@taskflow/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemo } from '../../db/seed';
import { sessionOf } from '../../test/accounts';
import { newOrganization } from '../../test/org-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  answerOf,
  ask,
  llmConfigOf,
  parseEvents,
  type StandInModel,
  sse,
  startStandInModel,
  textChunk,
  toolCallsChunk,
  toolResultsOf,
} from './chat.fixtures';

const GENEROUS = { max: 1000, timeWindow: 60_000 };
const DAY_SECONDS = 24 * 60 * 60;

/** Asks from an address of its own, so that only the limit under test is reached. */
let addresses = 0;
function askFrom(t: TestApp, content: string, cookie?: string) {
  addresses++;
  return ask(t, content, cookie, {}, `198.51.100.${addresses}`);
}

describe('POST /api/v1/chat with a model: every model call counts, and answers in progress are bounded', () => {
  let model: StandInModel;
  let t: TestApp;

  beforeAll(async () => {
    model = await startStandInModel();
    t = await createTestApp({
      rateLimits: { chat: GENEROUS, chatPerUser: { max: 3, timeWindow: 60_000 } },
      config: { llm: llmConfigOf(model) },
    });
    await seedDemo(t.db);
  });
  afterAll(async () => {
    await t.close();
    await model.close();
  });

  it("counts each model call against the person's limit, and stops an answer that reaches it", async () => {
    const asha = await sessionOf(t, { email: 'asha@acme.demo', password: DEMO_PASSWORD });
    model.answerWith((body, response) =>
      toolResultsOf(body).length === 0 && body.tools
        ? sse(response, [toolCallsChunk([{ name: 'who_is_off' }])])
        : sse(response, [textChunk('Nobody.')]),
    );
    const before = model.requests.length;
    // A data question: the model is called twice (the tool call, then the answer): two uses of three.
    const first = answerOf(parseEvents((await askFrom(t, 'Who is off next week?', asha)).body));
    expect(first).toMatchObject({ text: 'Nobody.', done: true });
    expect(model.requests.length - before).toBe(2);

    // The third use starts the next answer; the fourth, its second model call, is refused mid-answer.
    const second = answerOf(parseEvents((await askFrom(t, 'Who is off next week?', asha)).body));
    expect(second).toMatchObject({ done: false, error: CHAT_RATE_LIMITED_MESSAGE });
    expect(model.requests.length - before).toBe(3);

    const third = await askFrom(t, 'Who is off next week?', asha);
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toBe(CHAT_RATE_LIMITED_MESSAGE);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    expect(model.requests.length - before).toBe(3);
  });

  it('refuses a third answer in progress for one person, while a colleague is answered', async () => {
    const manager = await sessionOf(t, { email: 'manager@acme.demo', password: DEMO_PASSWORD });
    const admin = await sessionOf(t, { email: 'admin@acme.demo', password: DEMO_PASSWORD });
    const held: ServerResponse[] = [];
    model.answerWith((body, response) => {
      if (body.messages.at(-1)?.content === 'hold') {
        held.push(response);
        sse(response, [textChunk('Still thinking')], false);
      } else sse(response, [textChunk('Answered.')]);
    });
    const inProgress = [askFrom(t, 'hold', manager), askFrom(t, 'hold', manager)];
    await expect.poll(() => held.length).toBe(2);

    const third = await askFrom(t, 'hold', manager);
    expect(third.statusCode).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    expect(held).toHaveLength(2);
    const colleague = answerOf(parseEvents((await askFrom(t, 'How do I apply for leave?', admin)).body));
    expect(colleague).toMatchObject({ text: 'Answered.', done: true });

    for (const response of held) response.end('data: [DONE]\n\n');
    for (const answer of await Promise.all(inProgress)) {
      expect(answerOf(parseEvents(answer.body))).toMatchObject({ text: 'Still thinking', done: true });
    }
  });

  it('fails closed: when the limits cannot be counted, the model is not called', async () => {
    const counter = t.app.windowCounter;
    const hit = counter.hit;
    counter.hit = async () => {
      throw new Error('The counter store is down');
    };
    try {
      const before = model.requests.length;
      const response = await askFrom(t, 'How do I apply for leave?');
      expect(response.statusCode).toBe(500);
      expect(model.requests.length).toBe(before);
    } finally {
      counter.hit = hit;
    }
  });
});

describe('POST /api/v1/chat with a model: daily budgets per organization and for everyone', () => {
  let model: StandInModel;
  let t: TestApp;
  let asha: string;
  let manager: string;
  let otherOrganization: string;

  beforeAll(async () => {
    model = await startStandInModel();
    model.answerWith((_body, response) => sse(response, [textChunk('Answered.')]));
    t = await createTestApp({
      rateLimits: { chat: GENEROUS, chatPerUser: GENEROUS },
      config: { llm: llmConfigOf(model, { organizationDailyCalls: 3, dailyCalls: 6 }) },
    });
    await seedDemo(t.db);
    asha = await sessionOf(t, { email: 'asha@acme.demo', password: DEMO_PASSWORD });
    manager = await sessionOf(t, { email: 'manager@acme.demo', password: DEMO_PASSWORD });
    otherOrganization = (await newOrganization(t)).admin.cookie;
  });
  afterAll(async () => {
    await t.close();
    await model.close();
  });

  /** A new day for every budget (the window counter's rows). */
  async function newDay() {
    await t.db.execute(sql`delete from rate_limit_windows where key like 'chat:%'`);
  }
  const answered = async (cookie?: string) => {
    const response = await askFrom(t, 'How do I apply for leave?', cookie);
    expect(response.statusCode).toBe(200);
    expect(answerOf(parseEvents(response.body))).toMatchObject({ text: 'Answered.', done: true });
  };
  const refused = async (cookie: string | undefined, message: string) => {
    const before = model.requests.length;
    const response = await askFrom(t, 'How do I apply for leave?', cookie);
    expect(response.statusCode).toBe(429);
    expect(response.json().message).toBe(message);
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(DAY_SECONDS - 60 * 60);
    expect(retryAfter).toBeLessThanOrEqual(DAY_SECONDS);
    expect(model.requests.length).toBe(before);
  };

  it("refuses an organization past its day's budget, and still answers another organization and visitors", async () => {
    await newDay();
    for (let i = 0; i < 3; i++) await answered(asha);
    await refused(manager, CHAT_ORGANIZATION_BUDGET_MESSAGE);
    await refused(asha, CHAT_ORGANIZATION_BUDGET_MESSAGE);
    await answered(otherOrganization);
    await answered(undefined);
    // The refused questions spent nothing of everyone's budget: three, one and one.
    const rows = await t.db.execute(sql`select hits from rate_limit_windows where key = 'chat:day:all'`);
    expect((rows as unknown as { rows: { hits: number }[] }).rows[0]?.hits).toBe(5);
  });

  it("refuses everyone once the day's budget for all is spent", async () => {
    await newDay();
    for (let i = 0; i < 3; i++) await answered(otherOrganization);
    await answered(undefined);
    await answered(undefined);
    await answered(asha);
    await refused(manager, CHAT_DAILY_BUDGET_MESSAGE);
    await refused(undefined, CHAT_DAILY_BUDGET_MESSAGE);
  });
});

describe('POST /api/v1/chat per-address limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: { chat: { max: 2, timeWindow: 60_000 } } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts the addresses of one IPv6 /64 together, and another /64 apart', async () => {
    const from = (address: string) => ask(t, 'How do I apply for leave?', undefined, {}, address);
    expect((await from('2001:db8:1:2::1')).statusCode).toBe(200);
    expect((await from('2001:db8:1:2:ffff:ffff:ffff:fffe')).statusCode).toBe(200);
    const third = await from('2001:db8:1:2:0:0:0:abcd');
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toBe(CHAT_RATE_LIMITED_MESSAGE);
    expect((await from('2001:db8:1:3::1')).statusCode).toBe(200);
  });
});
