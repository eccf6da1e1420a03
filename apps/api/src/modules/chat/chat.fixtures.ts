/**
 * Test fixtures of the help chat: reading its server-sent events, asking it, and a stand-in model (a
 * local OpenAI-compatible server whose answers each test writes) that records what it was sent.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestApp } from '../../test/test-app';

export interface ChatEvent {
  event: string;
  data: { text?: string; message?: string; sources?: { title: string; href: string; kind: string }[] };
}

export function parseEvents(body: string): ChatEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? '';
      const data = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? '{}');
      return { event, data };
    });
}

export function answerOf(events: ChatEvent[]) {
  return {
    text: events
      .filter((e) => e.event === 'delta')
      .map((e) => e.data.text)
      .join(''),
    sources: events.filter((e) => e.event === 'sources').at(-1)?.data.sources ?? [],
    error: events.find((e) => e.event === 'error')?.data.message,
    done: events.some((e) => e.event === 'done'),
  };
}

export function ask(
  t: TestApp,
  content: string,
  cookie?: string,
  headers: Record<string, string> = {},
  remoteAddress?: string,
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/chat',
    headers: { ...(cookie ? { cookie } : {}), ...headers },
    payload: { messages: [{ role: 'user', content }] },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/** Asks and reads the whole answer (status 200 expected by the caller's assertions). */
export async function answerTo(t: TestApp, content: string, cookie?: string) {
  const response = await ask(t, content, cookie);
  return { status: response.statusCode, ...answerOf(parseEvents(response.body)) };
}

/** A message of the conversation as the model receives it. */
export interface ModelMessage {
  role: string;
  content: string | null;
  tool_calls?: { id: string; function: { name: string; arguments: string } }[];
  tool_call_id?: string;
}

export interface ModelRequest {
  body: { messages: ModelMessage[]; tools?: unknown[]; model?: string; stream?: boolean };
  authorization?: string;
  /** The request's size as sent: what a paid model bills for. */
  bytes: number;
}

export type ModelHandler = (body: ModelRequest['body'], response: ServerResponse) => void;

/** Streams `chunks` as the model's server-sent events, then `[DONE]` unless `end` is false. */
export function sse(response: ServerResponse, chunks: unknown[], end = true) {
  response.writeHead(200, { 'content-type': 'text/event-stream' });
  for (const chunk of chunks) response.write(`data: ${JSON.stringify(chunk)}\n\n`);
  if (end) response.end('data: [DONE]\n\n');
}

export const textChunk = (content: string) => ({ choices: [{ delta: { content } }] });

/** One chunk asking for these tool calls, with ids call_0, call_1, … */
export const toolCallsChunk = (calls: { name: string; arguments?: Record<string, unknown> }[]) => ({
  choices: [
    {
      delta: {
        tool_calls: calls.map((call, index) => ({
          index,
          id: `call_${index}`,
          function: { name: call.name, arguments: JSON.stringify(call.arguments ?? {}) },
        })),
      },
    },
  ],
});

/** The results of the tools the model was sent back, in order. */
export const toolResultsOf = (body: ModelRequest['body']) =>
  body.messages.filter((message) => message.role === 'tool').map((message) => message.content ?? '');

export async function startStandInModel() {
  const requests: ModelRequest[] = [];
  let handler: ModelHandler = (_body, response) => sse(response, [textChunk('OK')]);
  let unfinished = 0;
  const server = createServer((request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks);
      const body = JSON.parse(raw.toString() || '{}');
      requests.push({ body, authorization: request.headers.authorization, bytes: raw.length });
      response.on('close', () => {
        if (!response.writableFinished) unfinished++;
      });
      handler(body, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    /** Requests whose answer was cut off before it ended (the client went away). */
    unfinished: () => unfinished,
    answerWith(next: ModelHandler) {
      handler = next;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

export type StandInModel = Awaited<ReturnType<typeof startStandInModel>>;

/** The app's model settings pointing at the stand-in, with budgets that do not get in the way. */
export function llmConfigOf(
  model: StandInModel,
  budgets: { dailyCalls?: number; organizationDailyCalls?: number } = {},
) {
  return {
    apiKey: 'sk-test-secret-key-do-not-leak',
    baseUrl: model.baseUrl,
    model: 'gpt-3.5-turbo',
    timeoutMs: 1500,
    dailyCalls: budgets.dailyCalls ?? 10_000,
    organizationDailyCalls: budgets.organizationDailyCalls ?? 10_000,
  };
}
