import {
  CHAT_DAILY_BUDGET_MESSAGE,
  CHAT_ORGANIZATION_BUDGET_MESSAGE,
  CHAT_RATE_LIMITED_MESSAGE,
  CHAT_VISITOR_BUDGET_MESSAGE,
} from '@taskflow/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addressKeyOf } from '../../lib/client-address';
import type { WindowCounter } from '../../lib/window-counter';

/** One count the assistant is held to: uses under `key` in a window of `windowMs`, at most `max`. */
export interface ChatLimit {
  key: string;
  max: number;
  windowMs: number;
  /** What the person is told once it is reached. */
  message: string;
}

/** A limit was reached: the person is told `message`, and may try again after `retryAfterSeconds`. */
export class ChatLimitReached extends Error {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What one use of the assistant counts against, narrowest first: the address (an IPv6 client by its
 * /64, which one subscriber usually holds whole), the signed-in person, and, when a model answers
 * (each call is paid), the organization's daily budget (visitors who are not signed in share one) and
 * everyone's. With a model every call counts, not every message: an answer that looks up data costs
 * two or three.
 */
export function chatLimitsOf(app: FastifyInstance, request: FastifyRequest, withModel: boolean): ChatLimit[] {
  const { chat, chatPerUser } = app.rateLimits;
  const auth = request.auth;
  const limits: ChatLimit[] = [
    {
      key: `chat:ip:${addressKeyOf(request.ip)}`,
      max: chat.max,
      windowMs: chat.timeWindow,
      message: CHAT_RATE_LIMITED_MESSAGE,
    },
  ];
  if (auth) {
    limits.push({
      key: `chat:user:${auth.userId}`,
      max: chatPerUser.max,
      windowMs: chatPerUser.timeWindow,
      message: CHAT_RATE_LIMITED_MESSAGE,
    });
  }
  if (!withModel) return limits;
  const { dailyCalls, organizationDailyCalls } = app.config.llm;
  limits.push(
    auth?.orgId
      ? {
          key: `chat:day:org:${auth.orgId}`,
          max: organizationDailyCalls,
          windowMs: DAY_MS,
          message: CHAT_ORGANIZATION_BUDGET_MESSAGE,
        }
      : {
          key: 'chat:day:visitors',
          max: organizationDailyCalls,
          windowMs: DAY_MS,
          message: CHAT_VISITOR_BUDGET_MESSAGE,
        },
    { key: 'chat:day:all', max: dailyCalls, windowMs: DAY_MS, message: CHAT_DAILY_BUDGET_MESSAGE },
  );
  return limits;
}

/**
 * Counts one use against each limit in turn (in the window counter every process shares) and stops at
 * the first one reached, so a use refused for its person never spends the organization's or everyone's
 * budget. Fails closed: a counter that cannot count throws, and nothing is asked of the model.
 */
export async function spendChatUse(counter: WindowCounter, limits: ChatLimit[]): Promise<void> {
  for (const limit of limits) {
    const used = await counter.hit(limit.key, limit.windowMs);
    if (used.count > limit.max) {
      throw new ChatLimitReached(limit.message, Math.max(1, Math.ceil(used.resetInMs / 1000)));
    }
  }
}
