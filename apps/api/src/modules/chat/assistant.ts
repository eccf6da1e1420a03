import type { GuideHit, GuideIndex } from '../guide/guide-index';
import type { ChatMessage, ChatSource } from './chat-schema';
import { DATA_TOOLS, type DataDeps, recogniseDataQuestion, runDataTool } from './data-tools';
import { type LlmConfig, type LlmMessage, streamCompletion } from './llm-client';

export interface AssistantOutput {
  sources(sources: ChatSource[]): void;
  text(text: string): void;
}

export interface AssistantInput {
  messages: ChatMessage[];
  index: GuideIndex;
  /** The person asking, for questions over their organization's data; null when not signed in. */
  data: DataDeps | null;
  /** A model to answer with; null: the offline help assistant. */
  llm: LlmConfig | null;
  signal: AbortSignal;
}

const GUIDE_PASSAGES = 4;
const MAX_TOOL_ROUNDS = 3;

function linkOf(hit: GuideHit): string {
  return hit.anchor ? `${hit.path}#${hit.anchor}` : hit.path;
}

function guideSources(hits: GuideHit[]): ChatSource[] {
  const seen = new Set<string>();
  const sources: ChatSource[] = [];
  for (const hit of hits) {
    if (seen.has(hit.path)) continue;
    seen.add(hit.path);
    sources.push({ title: hit.title, href: hit.path, kind: 'guide' });
  }
  return sources;
}

/** The first sentences of a passage, cut at a word. */
function quote(text: string, max = 280): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const sentence = cut.lastIndexOf('. ');
  return sentence > max / 2 ? cut.slice(0, sentence + 1) : `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}

/** Emits text in small pieces, so the offline answer streams in like a model's. */
function emitInPieces(output: AssistantOutput, text: string) {
  for (const piece of text.match(/\S+\s*|\s+/g) ?? []) output.text(piece);
}

const LOGIN_FOR_DATA =
  "I can answer that from your organization's data once you are signed in: [log in](/login), then ask again.";

/** The offline help assistant: a data question by its words, else the guide's best passages. */
async function answerOffline(input: AssistantInput, question: string, output: AssistantOutput) {
  const recognised = recogniseDataQuestion(question);
  if (recognised) {
    if (!input.data) {
      output.sources([{ title: 'Log in', href: '/login', kind: 'data' }]);
      emitInPieces(output, LOGIN_FOR_DATA);
      return;
    }
    const result = await runDataTool(input.data, recognised.tool, recognised.args);
    output.sources(result.sources);
    emitInPieces(output, result.text);
    return;
  }
  const hits = input.index.search(question, { limit: 3 });
  if (hits.length === 0) {
    output.sources([{ title: 'TaskFlow Guide', href: '/guide', kind: 'guide' }]);
    emitInPieces(
      output,
      'I could not find that in the guide. Try different keywords, browse the [guide](/guide) or [contact us](/contactus).',
    );
    return;
  }
  output.sources(guideSources(hits));
  const parts = hits.map(
    (hit) =>
      `**${hit.title}${hit.heading !== hit.title ? ` › ${hit.heading}` : ''}**\n\n> ${quote(hit.section.text || hit.heading)}\n\n[Read ${hit.title}](${linkOf(hit)})`,
  );
  emitInPieces(output, `Here is what the guide says:\n\n${parts.join('\n\n')}`);
}

function systemPrompt(hits: GuideHit[], signedIn: boolean): string {
  const passages = hits
    .map((hit) => `[${hit.title} › ${hit.heading}](${linkOf(hit)})\n${hit.section.text}`)
    .join('\n\n---\n\n');
  return [
    'You are the help assistant of TaskFlow, a task, project, time and leave management app.',
    'Answer briefly in Markdown, from the guide passages below and the tools only. Link the guide pages you used',
    'with their relative links as given (for example [Leave Management](/leave-management)). Never invent',
    'buttons, fields or data. Do not include images.',
    signedIn
      ? "The user is signed in: for questions about their organization's data, call the tools; they answer only what this user may see."
      : "The user is not signed in: for questions about their organization's data, ask them to log in at /login.",
    '',
    'Guide passages:',
    passages || '(none matched)',
  ].join('\n');
}

/** With a model: the conversation, the most relevant guide passages, and the data tools when signed in. */
async function answerWithModel(
  input: AssistantInput,
  question: string,
  output: AssistantOutput,
  llm: LlmConfig,
) {
  const hits = input.index.search(question, { limit: GUIDE_PASSAGES });
  const sources = guideSources(hits);
  const messages: LlmMessage[] = [
    { role: 'system', content: systemPrompt(hits, input.data !== null) },
    ...input.messages.map((message) => ({ role: message.role, content: message.content }) as LlmMessage),
  ];
  const tools = input.data ? DATA_TOOLS : undefined;
  for (let round = 0; round <= MAX_TOOL_ROUNDS; round++) {
    let sentSources = false;
    const onText = (text: string) => {
      if (!sentSources) {
        output.sources(sources);
        sentSources = true;
      }
      output.text(text);
    };
    const { toolCalls } = await streamCompletion(
      llm,
      { messages, tools: round < MAX_TOOL_ROUNDS ? tools : undefined },
      onText,
      input.signal,
    );
    if (toolCalls.length === 0 || !input.data) {
      if (!sentSources) output.sources(sources);
      return;
    }
    messages.push({
      role: 'assistant',
      content: null,
      tool_calls: toolCalls.map((call) => ({
        id: call.id,
        type: 'function',
        function: { name: call.name, arguments: call.arguments },
      })),
    });
    for (const call of toolCalls) {
      let args: Record<string, unknown> = {};
      try {
        args = JSON.parse(call.arguments || '{}');
      } catch {
        args = {};
      }
      const result = await runDataTool(input.data, call.name, args);
      for (const source of result.sources)
        if (!sources.some((s) => s.href === source.href)) sources.unshift(source);
      messages.push({ role: 'tool', tool_call_id: call.id, content: result.text });
    }
  }
}

export async function answer(input: AssistantInput, output: AssistantOutput): Promise<void> {
  const question = input.messages.at(-1)?.content.trim() ?? '';
  if (input.llm) await answerWithModel(input, question, output, input.llm);
  else await answerOffline(input, question, output);
}
