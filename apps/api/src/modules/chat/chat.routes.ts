import { PassThrough } from 'node:stream';
import { CHAT_FAILURE_MESSAGE, ChatBodySchema } from '@taskflow/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { guideIndex, loadGuideDocuments } from '../guide';
import { answer } from './assistant';
import { ChatLimitReached, chatLimitsOf, spendChatUse } from './chat-limits';

function event(name: string, data: unknown): string {
  return `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * POST /chat: the help assistant, as server-sent events (`sources`, then `delta` pieces of the answer,
 * then `done`; `error` with the spec's message on any failure, or the limit reached). Public, limited per
 * address and per person, each model call counted, and with a model by daily budgets (chat-limits.ts); as
 * heavy work, two answers in progress per person and a few per organization (plugins/heavy-work.ts).
 * With LLM_API_KEY set the configured model answers; otherwise the offline assistant does.
 */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const index = guideIndex(loadGuideDocuments);
  const { llm } = app.config;

  app.post(
    '/',
    {
      config: { isPublic: true, heavy: 'assistant' },
      // A compressor buffers; the answer must leave as it is written.
      compress: false,
      schema: {
        tags: ['chat'],
        summary:
          'Ask the help assistant: { messages: [{ role, content }] }, answered as server-sent events ' +
          '(`sources`, `delta` { text }, `done`, or `error` { message }). Public; signed-in people may ask about ' +
          "their organization's data, answered only from what they may see.",
        body: ChatBodySchema,
        produces: ['text/event-stream'],
      },
    },
    async (request, reply) => {
      // The chat may call a paid model: its limits count in the store every process shares
      // (lib/window-counter.ts). The first use is spent here, so that a refusal is a 429 with Retry-After;
      // every further model call of the answer is spent before it is made.
      const limits = chatLimitsOf(app, request, Boolean(llm.apiKey));
      try {
        await spendChatUse(app.windowCounter, limits);
      } catch (error) {
        if (!(error instanceof ChatLimitReached)) throw error;
        reply.header('retry-after', String(error.retryAfterSeconds));
        throw new AppError('RATE_LIMITED', error.message);
      }

      const controller = new AbortController();
      const stream = new PassThrough();
      // The client went away before the answer ended: stop the model's answer (and its cost) at once.
      // (The request's own 'close' fires once its body is read, so the response's is the one to watch.)
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) controller.abort();
      });

      const auth = request.auth;
      void (async () => {
        try {
          await answer(
            {
              messages: request.body.messages,
              index,
              data: auth ? { db: app.db, names: app.names, auth } : null,
              llm: llm.apiKey
                ? { apiKey: llm.apiKey, baseUrl: llm.baseUrl, model: llm.model, timeoutMs: llm.timeoutMs }
                : null,
              signal: controller.signal,
              spendModelCall: () => spendChatUse(app.windowCounter, limits),
            },
            {
              sources: (sources) => stream.write(event('sources', { sources })),
              text: (text) => stream.write(event('delta', { text })),
            },
          );
          stream.write(event('done', {}));
        } catch (error) {
          if (error instanceof ChatLimitReached) {
            // A limit reached within the answer: said as it is, so the person knows to wait.
            stream.write(event('error', { message: error.message }));
          } else if (!controller.signal.aborted) {
            request.log.warn({ err: { message: (error as Error).message } }, 'Chat answer failed');
            stream.write(event('error', { message: CHAT_FAILURE_MESSAGE }));
          }
        } finally {
          stream.end();
        }
      })();

      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-accel-buffering', 'no')
        .send(stream);
    },
  );
};
