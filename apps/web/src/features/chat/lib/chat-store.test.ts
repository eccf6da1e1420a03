import { CHAT_FAILURE_MESSAGE, CHAT_ORGANIZATION_BUDGET_MESSAGE } from '@taskflow/shared';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearConversation, sendMessage, useChatMessages } from './chat-store';

function sseResponse(events: [string, unknown][], status = 200) {
  const text = events.map(([event, data]) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`).join('');
  const bytes = new TextEncoder().encode(text);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      // Split mid-event, as a network would.
      controller.enqueue(bytes.slice(0, 17));
      controller.enqueue(bytes.slice(17));
      controller.close();
    },
  });
  return new Response(body, { status, headers: { 'content-type': 'text/event-stream' } });
}

afterEach(() => clearConversation());

describe('chat store', () => {
  it('ignores empty input', async () => {
    const fetcher = vi.fn();
    await sendMessage('   ', fetcher as unknown as typeof fetch);
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('shows the question at once and streams the answer with its sources', async () => {
    const fetcher = vi.fn(async () =>
      sseResponse([
        ['sources', { sources: [{ title: 'Leave Management', href: '/leave-management', kind: 'guide' }] }],
        ['delta', { text: 'Open ' }],
        ['delta', { text: 'Apply for Leave.' }],
        ['done', {}],
      ]),
    );
    const { result } = renderHook(() => useChatMessages());
    await sendMessage('How do I apply for leave?', fetcher as unknown as typeof fetch);
    const [question, answer] = result.current;
    expect(question).toMatchObject({ role: 'user', content: 'How do I apply for leave?' });
    expect(answer).toMatchObject({ role: 'assistant', content: 'Open Apply for Leave.', status: 'done' });
    expect(answer?.sources?.[0]?.href).toBe('/leave-management');
    const body = JSON.parse((fetcher.mock.calls[0] as unknown as [string, RequestInit])[1].body as string);
    expect(body).toEqual({ messages: [{ role: 'user', content: 'How do I apply for leave?' }] });
    expect(JSON.parse(sessionStorage.getItem('taskflow.chat') ?? '[]')).toHaveLength(2);
  });

  it("says 'Sorry, something went wrong' on an error event, a refused request or a broken connection", async () => {
    const { result } = renderHook(() => useChatMessages());
    await sendMessage('a', (async () =>
      sseResponse([
        ['delta', { text: 'x' }],
        ['error', { message: 'x' }],
      ])) as typeof fetch);
    expect(result.current.at(-1)).toMatchObject({ content: CHAT_FAILURE_MESSAGE, status: 'error' });
    await sendMessage(
      'b',
      (async () =>
        new Response(JSON.stringify({ message: 'Too many chat messages.' }), {
          status: 429,
        })) as typeof fetch,
    );
    expect(result.current.at(-1)).toMatchObject({
      content: CHAT_FAILURE_MESSAGE,
      detail: 'Too many chat messages.',
    });
    await sendMessage('c', (async () => {
      throw new TypeError('offline');
    }) as typeof fetch);
    expect(result.current.at(-1)).toMatchObject({ content: CHAT_FAILURE_MESSAGE });
    await sendMessage('d', (async () => sseResponse([['delta', { text: 'cut' }]])) as typeof fetch);
    expect(result.current.at(-1)).toMatchObject({ content: CHAT_FAILURE_MESSAGE });
  });

  it("shows why an answer stopped when a limit was reached within it, under the spec's message", async () => {
    const { result } = renderHook(() => useChatMessages());
    await sendMessage('a', (async () =>
      sseResponse([
        ['delta', { text: 'x' }],
        ['error', { message: CHAT_ORGANIZATION_BUDGET_MESSAGE }],
      ])) as typeof fetch);
    expect(result.current.at(-1)).toMatchObject({
      content: CHAT_FAILURE_MESSAGE,
      status: 'error',
      detail: CHAT_ORGANIZATION_BUDGET_MESSAGE,
    });
    await sendMessage('b', (async () =>
      sseResponse([['error', { message: CHAT_FAILURE_MESSAGE }]])) as typeof fetch);
    expect(result.current.at(-1)).toMatchObject({ content: CHAT_FAILURE_MESSAGE, detail: undefined });
  });

  it('a new conversation clears it', async () => {
    const { result } = renderHook(() => useChatMessages());
    await sendMessage('a', (async () => sseResponse([['done', {}]])) as typeof fetch);
    expect(result.current).toHaveLength(2);
    act(() => clearConversation());
    expect(result.current).toHaveLength(0);
  });
});
