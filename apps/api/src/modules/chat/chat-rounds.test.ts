import { EXTERNAL_LINK_REMOVED, WORD_JOINER } from '@taskflow/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemo } from '../../db/seed';
import { sessionOf } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { MAX_TOOL_CALLS_PER_ANSWER, MAX_TOOL_CALLS_PER_ROUND, MAX_TOOL_TEXT_CHARS } from './assistant';
import {
  answerTo,
  llmConfigOf,
  type ModelMessage,
  type StandInModel,
  sse,
  startStandInModel,
  textChunk,
  toolCallsChunk,
  toolResultsOf,
} from './chat.fixtures';

/** A colleague's task title that tries to be a link (and bold words) in the assistant's voice. */
const EVIL_TITLE = 'x](https://evil.example/login) **Session expired**';
const OVERDUE_TASKS = 30;

/** What the data mark adds around a result: `BEGIN DATA <12 hex>\n` … `\nEND DATA <12 hex>`. */
const DATA_MARK_CHARS = 2 * (' DATA '.length + 12 + 'BEGIN'.length + 1);

describe('POST /api/v1/chat: a model asking for hundreds of tool calls', () => {
  let model: StandInModel;
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    model = await startStandInModel();
    t = await createTestApp({
      rateLimits: {
        chat: { max: 1000, timeWindow: 60_000 },
        chatPerUser: { max: 1000, timeWindow: 60_000 },
      },
      config: { llm: llmConfigOf(model) },
    });
    await seedDemo(t.db);
    admin = await sessionOf(t, { email: 'admin@acme.demo', password: DEMO_PASSWORD });
    // Thirty overdue tasks with long titles (fixed dates long past), the first one titled by a
    // colleague with a link: the overdue list has more to say than one result may carry.
    await t.db.execute(sql`
      update tasks set
        due_date = date '2000-01-01' + (n - 1)::int,
        status = 'In Progress',
        title = case when n = 1 then ${EVIL_TITLE} else 'Reconcile the ledger of ' || repeat('a long client name ', 9) || n end
      from (select id, row_number() over (order by id) as n from tasks limit ${OVERDUE_TASKS}) picked
      where tasks.id = picked.id`);
  });
  afterAll(async () => {
    await t.close();
    await model.close();
  });

  /** The model's requests for one question, and the conversation it was sent last. */
  async function askCounting(question: string) {
    const before = model.requests.length;
    const answer = await answerTo(t, question, admin);
    const requests = model.requests.slice(before);
    const last = requests.at(-1)?.body.messages ?? [];
    const toolCallRounds = last
      .filter((message): message is ModelMessage & { tool_calls: unknown[] } => Boolean(message.tool_calls))
      .map((message) => message.tool_calls.length);
    return { answer, requests, last, toolCallRounds };
  }

  it('runs one call asked for 300 times once, and sends back one result cut to its cap', async () => {
    model.answerWith((body, response) =>
      body.tools
        ? sse(response, [toolCallsChunk(Array.from({ length: 300 }, () => ({ name: 'overdue_tasks' })))])
        : sse(response, [textChunk('Here they are.')]),
    );
    const { answer, requests, last, toolCallRounds } = await askCounting('What is overdue?');
    expect(answer).toMatchObject({ status: 200, done: true, text: 'Here they are.' });
    // Asked, asked again (only the repeat: nothing new is run), then told to answer without tools.
    expect(requests.map((request) => Boolean(request.body.tools))).toEqual([true, true, false]);
    expect(toolCallRounds).toEqual([1]);
    const [result = ''] = toolResultsOf(requests.at(-1)?.body ?? { messages: last });
    expect(result).toMatch(/^BEGIN DATA [0-9a-f]{12}\nOverdue \(\d+\):/);
    expect(result).toContain('…(cut here: the page in the app lists the rest)');
    expect(result.length).toBeLessThanOrEqual(MAX_TOOL_TEXT_CHARS + 60 + DATA_MARK_CHARS);
  });

  it('runs at most the calls of a round and of an answer when every call differs', async () => {
    model.answerWith((body, response) => {
      if (!body.tools) return sse(response, [textChunk('None of those customers exist.')]);
      const round = toolResultsOf(body).length;
      const calls = Array.from({ length: 300 }, (_, i) => ({
        name: 'overdue_tasks',
        arguments: { customer: `Customer ${round}-${i}` },
      }));
      sse(response, [toolCallsChunk(calls)]);
    });
    const { answer, requests, last, toolCallRounds } = await askCounting('What is overdue for my customers?');
    expect(answer).toMatchObject({ status: 200, done: true });
    expect(toolCallRounds).toEqual([
      MAX_TOOL_CALLS_PER_ROUND,
      MAX_TOOL_CALLS_PER_ANSWER - MAX_TOOL_CALLS_PER_ROUND,
    ]);
    expect(last.filter((message) => message.role === 'tool')).toHaveLength(MAX_TOOL_CALLS_PER_ANSWER);
    expect(requests.map((request) => Boolean(request.body.tools))).toEqual([true, true, false]);
    // What the paid model was sent for the whole answer: three requests of a few kilobytes (about 13 KB
    // in all), where running and sending back every call (300 a round, each resent with the next round)
    // came to hundreds of kilobytes.
    const sent = requests.reduce((bytes, request) => bytes + request.bytes, 0);
    expect(sent).toBeLessThan(32 * 1024);
  });

  it('sends a result to the model as data between marks it cannot forge, and answers it as literal text', async () => {
    model.answerWith((body, response) => {
      const [result] = toolResultsOf(body);
      if (!result) return sse(response, [toolCallsChunk([{ name: 'overdue_tasks' }])]);
      // A model that copies the data into its answer word for word, and adds a link of its own.
      const data = result.split('\n').slice(1, 4).join('\n');
      sse(response, [
        textChunk(`${data}\n\nYour [session expired](https://evil.example/login): `),
        textChunk('log in.'),
      ]);
    });
    const first = await askCounting('What is overdue?');
    const second = await askCounting('What is overdue?');
    const marks = [first, second].map(({ requests }) => {
      const system = requests[0]?.body.messages[0]?.content ?? '';
      return /BEGIN DATA ([0-9a-f]{12})/.exec(system)?.[1];
    });
    expect(marks[0]).toBeDefined();
    expect(marks[1]).not.toBe(marks[0]);
    const [result = ''] = toolResultsOf(first.requests.at(-1)?.body ?? { messages: [] });
    expect(result.startsWith(`BEGIN DATA ${marks[0]}\n`)).toBe(true);
    expect(result.endsWith(`\nEND DATA ${marks[0]}`)).toBe(true);
    // In the data, the title is escaped: nothing in it closes the task's link or starts one.
    expect(result).toContain(
      `x\\](https:${WORD_JOINER}//evil.example/login) \\*\\*Session expired\\*\\*](/app/tasks/`,
    );

    const text = first.answer.text;
    expect(text).toContain(
      `x\\](https:${WORD_JOINER}//evil.example/login) \\*\\*Session expired\\*\\*](/app/tasks/`,
    );
    expect(text).toContain(`Your session expired ${EXTERNAL_LINK_REMOVED}: log in.`);
    // No link but the app's: every unescaped `](` goes to a path, and no address is left whole.
    expect(text).not.toMatch(/(?<!\\)\]\((?!\/)/);
    expect(text).not.toMatch(/https?:\/\//);
  });
});
