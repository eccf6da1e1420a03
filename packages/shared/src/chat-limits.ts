/**
 * The assistant's limits and messages, apart from its schemas (schemas/chat.ts): the chat panel of the public
 * site needs the limits, and a schema module would bring zod into the page's first load.
 */

/** Spec section 3, Chat message: who said it and what. */
export const CHAT_ROLES = ['user', 'assistant'] as const;
export const CHAT_MAX_MESSAGE_CHARS = 2000;
export const CHAT_MAX_MESSAGES = 20;
/** Spec section 8: what the assistant's bubble says on any failure. */
export const CHAT_FAILURE_MESSAGE = 'Sorry, something went wrong';
export const CHAT_RATE_LIMITED_MESSAGE = 'Too many chat messages. Please wait a minute and try again.';
/** The assistant's daily budgets (decision 035): an organization's, visitors' together, everyone's. */
export const CHAT_ORGANIZATION_BUDGET_MESSAGE =
  "Your organization has used today's assistant budget. Please try again later, or browse the guide.";
export const CHAT_VISITOR_BUDGET_MESSAGE =
  "The assistant has used today's budget for visitors. Please log in or try again later, or browse the guide.";
export const CHAT_DAILY_BUDGET_MESSAGE =
  'The assistant has reached its daily limit. Please try again later, or browse the guide.';
export const MESSAGE_TOO_LONG = `A message can be at most ${CHAT_MAX_MESSAGE_CHARS} characters`;
export const CONVERSATION_TOO_LONG = `The conversation is too long (at most ${CHAT_MAX_MESSAGES} messages): start a new conversation`;
