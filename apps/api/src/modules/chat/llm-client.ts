/**
 * A streaming client for any OpenAI-compatible chat completions endpoint, on fetch (no SDK: the few
 * fields used here are stable across OpenAI, Azure-compatible gateways, vLLM, Ollama and LM Studio).
 * The key travels in the Authorization header only and never appears in an error or a log line.
 */

export interface LlmConfig {
  apiKey: string;
  baseUrl: string;
  model: string;
  timeoutMs: number;
}

export interface LlmToolCall {
  id: string;
  name: string;
  arguments: string;
}

export type LlmMessage =
  | { role: 'system' | 'user'; content: string }
  | {
      role: 'assistant';
      content: string | null;
      tool_calls?: { id: string; type: 'function'; function: { name: string; arguments: string } }[];
    }
  | { role: 'tool'; tool_call_id: string; content: string };

export class LlmError extends Error {}

/**
 * What is kept of the tool calls one answer of the model asks for: a model (or a server posing as one)
 * may stream hundreds; the assistant runs a few (assistant.ts), so more are not even held in memory.
 */
const MAX_TOOL_CALLS_READ = 32;
const MAX_TOOL_NAME_CHARS = 100;
/** Longer arguments are cut, so they no longer parse, and the call runs with its defaults. */
const MAX_TOOL_ARGUMENTS_CHARS = 2000;

/** Lines of a server-sent event stream, as `data:` payloads. */
async function* sseData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let newline = buffer.indexOf('\n');
    while (newline >= 0) {
      const line = buffer.slice(0, newline).replace(/\r$/, '');
      buffer = buffer.slice(newline + 1);
      if (line.startsWith('data:')) yield line.slice(5).trimStart();
      newline = buffer.indexOf('\n');
    }
  }
  if (buffer.startsWith('data:')) yield buffer.slice(5).trimStart();
}

/**
 * One streamed completion: text deltas go to `onText` as they arrive; answers the tool calls the model
 * asked for (empty when it answered in text). Aborts with `signal` (the client went away) or the timeout.
 */
export async function streamCompletion(
  config: LlmConfig,
  request: { messages: LlmMessage[]; tools?: readonly unknown[] },
  onText: (text: string) => void,
  signal: AbortSignal,
): Promise<{ toolCalls: LlmToolCall[] }> {
  const timeout = AbortSignal.timeout(config.timeoutMs);
  const combined = AbortSignal.any([signal, timeout]);
  let response: Response;
  try {
    response = await fetch(`${config.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${config.apiKey}` },
      body: JSON.stringify({
        model: config.model,
        messages: request.messages,
        stream: true,
        ...(request.tools?.length ? { tools: request.tools } : {}),
      }),
      signal: combined,
    });
  } catch (error) {
    throw new LlmError(
      timeout.aborted
        ? 'The model did not answer in time'
        : `The model could not be reached (${(error as Error).name})`,
    );
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel().catch(() => {});
    throw new LlmError(`The model answered ${response.status}`);
  }
  const calls = new Map<number, LlmToolCall>();
  try {
    for await (const data of sseData(response.body)) {
      if (data === '[DONE]') break;
      let parsed: {
        choices?: {
          delta?: {
            content?: string | null;
            tool_calls?: { index?: number; id?: string; function?: { name?: string; arguments?: string } }[];
          };
        }[];
        error?: unknown;
      };
      try {
        parsed = JSON.parse(data);
      } catch {
        continue;
      }
      if (parsed.error) throw new LlmError('The model reported an error');
      const delta = parsed.choices?.[0]?.delta;
      if (delta?.content) onText(delta.content);
      for (const call of delta?.tool_calls ?? []) {
        const index = call.index ?? 0;
        const current = calls.get(index) ?? { id: '', name: '', arguments: '' };
        if (!calls.has(index) && calls.size >= MAX_TOOL_CALLS_READ) continue;
        if (call.id) current.id = call.id.slice(0, MAX_TOOL_NAME_CHARS);
        if (call.function?.name)
          current.name = (current.name + call.function.name).slice(0, MAX_TOOL_NAME_CHARS);
        if (call.function?.arguments)
          current.arguments = (current.arguments + call.function.arguments).slice(
            0,
            MAX_TOOL_ARGUMENTS_CHARS,
          );
        calls.set(index, current);
      }
    }
  } catch (error) {
    if (error instanceof LlmError) throw error;
    throw new LlmError(timeout.aborted ? 'The model did not answer in time' : 'The model stream broke off');
  }
  return { toolCalls: [...calls.values()].map((call, i) => ({ ...call, id: call.id || `call_${i}` })) };
}
