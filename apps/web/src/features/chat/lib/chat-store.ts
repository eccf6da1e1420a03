import {
  CHAT_FAILURE_MESSAGE,
  CHAT_MAX_MESSAGE_CHARS,
  CHAT_MAX_MESSAGES,
  type ChatSource,
} from '@taskflow/shared';
import { useSyncExternalStore } from 'react';
import { API_BASE } from '../../../lib/api-client';

/** Spec section 3, Chat message: role user or assistant, and content (plus what the answer looked at). */
export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  sources?: ChatSource[];
  status?: 'streaming' | 'done' | 'error';
  /** A failure's detail under the spec's message (the rate limit's, for one). */
  detail?: string;
}

const STORAGE_KEY = 'taskflow.chat';

let messages: ChatMessage[] = [];
let loaded = false;
let controller: AbortController | undefined;
const listeners = new Set<() => void>();
const EMPTY: ChatMessage[] = [];

/** The conversation lives for the tab (sessionStorage): it survives navigation and reloads, not the tab. */
function load() {
  if (loaded || typeof window === 'undefined') return;
  loaded = true;
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    if (Array.isArray(stored)) {
      messages = stored.map((message: ChatMessage) =>
        message.status === 'streaming'
          ? { ...message, status: 'error', content: message.content || CHAT_FAILURE_MESSAGE }
          : message,
      );
    }
  } catch {
    messages = [];
  }
}

function set(next: ChatMessage[]) {
  messages = next;
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(messages));
  } catch {
    // Storage full or refused: the conversation still lives in memory.
  }
  for (const listener of listeners) listener();
}

function update(id: string, change: (message: ChatMessage) => ChatMessage) {
  set(messages.map((message) => (message.id === id ? change(message) : message)));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useChatMessages(): ChatMessage[] {
  return useSyncExternalStore(
    subscribe,
    () => {
      load();
      return messages;
    },
    () => EMPTY,
  );
}

export function isAnswering(): boolean {
  return messages.some((message) => message.status === 'streaming');
}

/** "New conversation": stops an answer in progress and forgets the conversation. */
export function clearConversation() {
  controller?.abort();
  set([]);
}

const newId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** Reads server-sent events from a fetch response: each `event:` name with its parsed `data:`. */
export async function* readEvents(
  body: ReadableStream<Uint8Array>,
): AsyncGenerator<{ event: string; data: unknown }> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = /^data: (.*)$/m.exec(block)?.[1];
      yield { event, data: data ? JSON.parse(data) : null };
      end = buffer.indexOf('\n\n');
    }
  }
}

/**
 * Sends the question: it appears at once, the answer streams in under it. Empty input is ignored
 * (spec section 5, Chat); any failure leaves the spec's message in the assistant's bubble.
 */
export async function sendMessage(text: string, fetcher: typeof fetch = fetch): Promise<void> {
  load();
  const content = text.trim().slice(0, CHAT_MAX_MESSAGE_CHARS);
  if (!content || isAnswering()) return;
  const question: ChatMessage = { id: newId(), role: 'user', content };
  const reply: ChatMessage = { id: newId(), role: 'assistant', content: '', status: 'streaming' };
  const history = [...messages.filter((message) => message.status !== 'error'), question]
    .slice(-CHAT_MAX_MESSAGES)
    .map(({ role, content: body }) => ({ role, content: body }));
  // The server wants the conversation to start where it can follow it: drop a leading answer.
  while (history[0]?.role === 'assistant') history.shift();
  set([...messages, question, reply]);
  controller = new AbortController();
  const fail = (detail?: string) =>
    update(reply.id, (message) => ({ ...message, content: CHAT_FAILURE_MESSAGE, status: 'error', detail }));
  try {
    const response = await fetcher(`${API_BASE}/chat`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ messages: history }),
      signal: controller.signal,
    });
    if (!response.ok || !response.body) {
      const body = (await response.json().catch(() => null)) as { message?: string } | null;
      fail(response.status === 429 || response.status === 400 ? body?.message : undefined);
      return;
    }
    let finished = false;
    for await (const { event, data } of readEvents(response.body)) {
      const payload = data as { text?: string; sources?: ChatSource[]; message?: string } | null;
      if (event === 'delta' && payload?.text) {
        update(reply.id, (message) => ({ ...message, content: message.content + payload.text }));
      } else if (event === 'sources' && payload?.sources) {
        update(reply.id, (message) => ({ ...message, sources: payload.sources }));
      } else if (event === 'error') {
        // A limit reached within the answer (a daily budget) says so; any other failure only the spec's words.
        fail(payload?.message && payload.message !== CHAT_FAILURE_MESSAGE ? payload.message : undefined);
        return;
      } else if (event === 'done') {
        finished = true;
      }
    }
    if (finished) update(reply.id, (message) => ({ ...message, status: 'done' }));
    else fail();
  } catch {
    // A new conversation aborted it: the reply is gone already.
    if (messages.some((message) => message.id === reply.id)) fail();
  }
}
