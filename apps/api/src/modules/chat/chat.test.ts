import type { AddressInfo } from 'node:net';
import {
  CHAT_FAILURE_MESSAGE,
  CHAT_MAX_MESSAGE_CHARS,
  CHAT_MAX_MESSAGES,
  CHAT_RATE_LIMITED_MESSAGE,
  CONVERSATION_TOO_LONG,
  MESSAGE_TOO_LONG,
  WORD_JOINER,
} from '@taskflow/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemo } from '../../db/seed';
import { sessionOf } from '../../test/accounts';
import { capturedLogger } from '../../test/log-capture';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  answerOf,
  ask,
  llmConfigOf,
  parseEvents,
  type StandInModel,
  sse,
  startStandInModel,
  textChunk as text,
  toolCallsChunk,
} from './chat.fixtures';

describe('POST /api/v1/chat, offline help assistant', () => {
  let t: TestApp;
  let employee: string;
  let manager: string;

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: { chat: { max: 1000, timeWindow: 60_000 } } });
    await seedDemo(t.db);
    employee = await sessionOf(t, { email: 'asha@acme.demo', password: DEMO_PASSWORD });
    manager = await sessionOf(t, { email: 'manager@acme.demo', password: DEMO_PASSWORD });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers "how do I apply for leave" with the Leave Management page, streamed as events', async () => {
    const response = await ask(t, 'How do I apply for leave?');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/event-stream');
    const events = parseEvents(response.body);
    expect(events[0]?.event).toBe('sources');
    expect(events.filter((e) => e.event === 'delta').length).toBeGreaterThan(3);
    const answer = answerOf(events);
    expect(answer.done).toBe(true);
    expect(answer.sources[0]).toEqual({
      title: 'Leave Management',
      href: '/leave-management',
      kind: 'guide',
    });
    expect(answer.text).toContain('(/leave-management#apply-for-leave)');
  });

  it('answers "who is off next week" for an employee with exactly the colleagues the leave list shows them', async () => {
    const before = answerOf(parseEvents((await ask(t, 'Who is off next week?', employee)).body));
    const href = before.sources[0]?.href ?? '';
    expect(href).toMatch(/^\/app\/leave\/all\?status=Approved&from=\d{4}-\d\d-\d\d&to=\d{4}-\d\d-\d\d$/);
    const params = new URLSearchParams(href.split('?')[1]);
    // Two colleagues' approved leave moved into next week, so the answer has rows to compare.
    await t.db.execute(sql`update leave_requests set from_date = ${params.get('from')}, to_date = ${params.get('from')}
      where id in (select lr.id from leave_requests lr join users u on u.id = lr.user_id
        where lr.status = 'Approved' and u.email <> 'asha@acme.demo' order by lr.id limit 2)`);
    const answer = answerOf(parseEvents((await ask(t, 'Who is off next week?', employee)).body));
    const list = await t.app.inject({
      url: `/api/v1/leave/requests?status=Approved&from=${params.get('from')}&to=${params.get('to')}&pageSize=100`,
      headers: { cookie: employee },
    });
    expect(list.statusCode).toBe(200);
    const rows = list.json().data as {
      employee: { name: string };
      leaveType: { name: string };
      fromDate: string;
    }[];
    expect(rows.length).toBeGreaterThan(0);
    const listed = answer.text.split('\n').filter((line) => line.startsWith('- '));
    expect(listed).toHaveLength(rows.length);
    for (const row of rows) {
      expect(answer.text).toContain(`- ${row.employee.name}: ${row.leaveType.name}, ${row.fromDate}`);
    }
  });

  it('answers the other data questions as the person, or says their role gives no access', async () => {
    const hours = answerOf(parseEvents((await ask(t, 'How many hours did I log this week?', employee)).body));
    expect(hours.text).toMatch(/^You logged \d+ h \d\d min this week/);
    expect(hours.sources[0]?.href).toBe('/app/time/entries');

    const waiting = answerOf(parseEvents((await ask(t, 'Which leave requests wait for me?', employee)).body));
    expect(waiting.text).toContain('does not give you access');
    const managerWaiting = answerOf(
      parseEvents((await ask(t, 'Which leave requests wait for me?', manager)).body),
    );
    expect(managerWaiting.sources[0]?.href).toBe('/app/leave/pending');

    const overdue = answerOf(parseEvents((await ask(t, 'What is overdue?', manager)).body));
    expect(overdue.sources[0]?.href).toBe('/app/tasks?overdue=true');
  });

  it("answers a colleague's task title that holds a link as literal text, never as a link", async () => {
    const list = await t.app.inject({ url: '/api/v1/tasks?pageSize=1', headers: { cookie: manager } });
    const taskId = list.json().data[0]?.id as string;
    await t.db.execute(sql`update tasks set title = ${'x](https://evil.example/login) **Session expired**'},
      due_date = '2000-01-01', status = 'In Progress' where id = ${taskId}`);
    const answer = answerOf(parseEvents((await ask(t, 'What is overdue?', manager)).body));
    expect(answer.text).toContain(
      `x\\](https:${WORD_JOINER}//evil.example/login) \\*\\*Session expired\\*\\*](/app/tasks/${taskId})`,
    );
    expect(answer.text).not.toMatch(/(?<!\\)\]\((?!\/)/);
    expect(answer.text).not.toMatch(/https?:\/\//);
  });

  it('asks an anonymous visitor to log in for data questions', async () => {
    const answer = answerOf(parseEvents((await ask(t, 'Who is off next week?')).body));
    expect(answer.text).toContain('[log in](/login)');
  });

  it('refuses long messages, long conversations and a conversation not ending with a question', async () => {
    const long = await ask(t, 'x'.repeat(CHAT_MAX_MESSAGE_CHARS + 1));
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain(MESSAGE_TOO_LONG);
    const many = await t.app.inject({
      method: 'POST',
      url: '/api/v1/chat',
      payload: {
        messages: Array.from({ length: CHAT_MAX_MESSAGES + 1 }, (_, i) => ({
          role: i % 2 ? 'assistant' : 'user',
          content: 'hi',
        })),
      },
    });
    expect(many.statusCode).toBe(400);
    expect(many.body).toContain(CONVERSATION_TOO_LONG);
    expect((await ask(t, '   ')).statusCode).toBe(400);
  });
});

describe('POST /api/v1/chat rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      rateLimits: { chat: { max: 2, timeWindow: 60_000 }, chatPerUser: { max: 1, timeWindow: 60_000 } },
    });
    await seedDemo(t.db);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 429 with a clear message past the per-address and per-person caps', async () => {
    const cookie = await sessionOf(t, { email: 'asha@acme.demo', password: DEMO_PASSWORD });
    expect((await ask(t, 'leave', cookie, {})).statusCode).toBe(200);
    const perUser = await ask(t, 'leave', cookie);
    expect(perUser.statusCode).toBe(429);
    expect(perUser.json().message).toBe(CHAT_RATE_LIMITED_MESSAGE);
    expect(Number(perUser.headers['retry-after'])).toBeGreaterThan(0);
    // The address had two; a third from it is refused even without a session.
    const perAddress = await ask(t, 'leave');
    expect(perAddress.statusCode).toBe(429);
  });
});

describe('POST /api/v1/chat with a model (a local OpenAI-compatible server)', () => {
  let model: StandInModel;
  let KEY: string;
  let t: TestApp;
  let logs: string[];
  let employee: string;

  beforeAll(async () => {
    model = await startStandInModel();
    const llm = llmConfigOf(model);
    KEY = llm.apiKey;
    const captured = capturedLogger();
    logs = captured.lines;
    t = await createTestApp({
      logger: captured.logger,
      rateLimits: { chat: { max: 1000, timeWindow: 60_000 } },
      config: { llm },
    });
    await seedDemo(t.db);
    employee = await sessionOf(t, { email: 'asha@acme.demo', password: DEMO_PASSWORD });
  });
  afterAll(async () => {
    await t.close();
    await model.close();
  });

  it('streams the model answer, sending the conversation, the guide passages and the spec model', async () => {
    model.answerWith((_body, response) =>
      sse(response, [text('Open '), text('[Leave Management]'), text('(/leave-management).')]),
    );
    const response = await ask(t, 'How do I apply for leave?');
    const answer = answerOf(parseEvents(response.body));
    expect(answer).toMatchObject({ text: 'Open [Leave Management](/leave-management).', done: true });
    expect(answer.sources[0]?.href).toBe('/leave-management');
    const sent = model.requests.at(-1);
    expect(sent?.authorization).toBe(`Bearer ${KEY}`);
    expect(sent?.body).toMatchObject({ model: 'gpt-3.5-turbo', stream: true });
    const messages = sent?.body.messages ?? [];
    expect(messages[0]?.role).toBe('system');
    expect(messages[0]?.content).toContain('Apply for Leave');
    expect(messages.at(-1)).toEqual({ role: 'user', content: 'How do I apply for leave?' });
    // No tools for a visitor who is not signed in.
    expect(sent?.body.tools).toBeUndefined();
  });

  it('turns an upstream error into the spec message, and never logs or sends the key', async () => {
    model.answerWith((_body, response) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: `bad key ${KEY}` } }));
    });
    const answer = answerOf(parseEvents((await ask(t, 'How do I apply for leave?')).body));
    expect(answer.error).toBe(CHAT_FAILURE_MESSAGE);
    expect(answer.done).toBe(false);
    expect(logs.join('')).toContain('Chat answer failed');
    expect(logs.join('')).not.toContain(KEY);
  });

  it('times out an upstream that does not answer', async () => {
    model.answerWith(() => {});
    const answer = answerOf(parseEvents((await ask(t, 'How do I apply for leave?')).body));
    expect(answer.error).toBe(CHAT_FAILURE_MESSAGE);
  });

  it('offers the data tools to a signed-in person and answers from their results', async () => {
    model.answerWith((body, response) => {
      const tool = body.messages.find((message) => message.role === 'tool');
      if (!tool) {
        sse(response, [
          {
            choices: [
              {
                delta: {
                  tool_calls: [{ index: 0, id: 'call_1', function: { name: 'who_is_off', arguments: '' } }],
                },
              },
            ],
          },
          {
            choices: [
              { delta: { tool_calls: [{ index: 0, function: { arguments: '{"period":"next week"}' } }] } },
            ],
          },
        ]);
      } else {
        // The result's first line is its data mark; the facts follow.
        sse(response, [text(`From the tool: ${tool.content?.split('\n')[1]}`)]);
      }
    });
    const answer = answerOf(parseEvents((await ask(t, 'Who is off next week?', employee)).body));
    const first = model.requests.at(-2);
    expect(
      ((first?.body.tools ?? []) as { function: { name: string } }[]).map((tool) => tool.function.name),
    ).toEqual([
      'who_is_off',
      'overdue_tasks',
      'client_jobs',
      'my_tasks',
      'hours_logged',
      'approvals_for_me',
      'my_requests',
    ]);
    expect(answer.text).toMatch(/^From the tool: (On approved leave|Nobody has approved leave) next week/);
    expect(answer.sources[0]?.href).toMatch(/^\/app\/leave\/all\?status=Approved/);
  });

  it("tells the model today's date and runs a period it gives as days (issue 39), a bad one as today", async () => {
    const asked: { from: string; to: string }[] = [
      { from: '2031-12-01', to: '2031-12-31' },
      { from: '2031-12-31', to: '2031-12-01' },
    ];
    let call = 0;
    model.answerWith((body, response) => {
      const tool = body.messages.find((message) => message.role === 'tool');
      if (tool) return sse(response, [text(tool.content?.split('\n')[1] ?? '')]);
      sse(response, [toolCallsChunk([{ name: 'who_is_off', arguments: asked[call++] }])]);
    });
    const december = answerOf(
      parseEvents((await ask(t, 'Who is on leave in December 2031?', employee)).body),
    );
    expect(model.requests.at(-2)?.body.messages[0]?.content).toMatch(
      /Today is \d{4}-\d\d-\d\d where the user is/,
    );
    expect(december.text).toMatch(
      /^(On approved leave|Nobody has approved leave) from 1 to 31 December 2031 \(2031-12-01 to 2031-12-31\)/,
    );
    expect(december.sources[0]?.href).toBe('/app/leave/all?status=Approved&from=2031-12-01&to=2031-12-31');
    const backwards = answerOf(parseEvents((await ask(t, 'Who is off?', employee)).body));
    expect(backwards.text).toMatch(/^(On approved leave|Nobody has approved leave) today \(/);
  });

  it('aborts the upstream call when the client goes away', async () => {
    model.answerWith((_body, response) => sse(response, [text('Thinking')], false));
    const closedBefore = model.unfinished();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const controller = new AbortController();
    const response = await fetch(`http://127.0.0.1:${port}/api/v1/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ messages: [{ role: 'user', content: 'How do I apply for leave?' }] }),
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    const reader = response.body?.getReader();
    let received = '';
    while (!received.includes('event: delta')) {
      const chunk = await reader?.read();
      if (!chunk || chunk.done) break;
      received += new TextDecoder().decode(chunk.value);
    }
    expect(received).toContain('Thinking');
    controller.abort();
    await expect.poll(() => model.unfinished(), { timeout: 3000 }).toBe(closedBefore + 1);
  });
});
