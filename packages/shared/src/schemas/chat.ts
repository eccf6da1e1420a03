import { z } from 'zod';
import {
  CHAT_MAX_MESSAGE_CHARS,
  CHAT_MAX_MESSAGES,
  CHAT_ROLES,
  CONVERSATION_TOO_LONG,
  MESSAGE_TOO_LONG,
} from '../chat-limits';
import { text } from './fields';

export const ChatMessageSchema = z.object({
  role: z.enum(CHAT_ROLES, { error: 'A message is from the user or the assistant' }),
  content: text().max(CHAT_MAX_MESSAGE_CHARS, MESSAGE_TOO_LONG),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

export const ChatBodySchema = z.object({
  messages: z
    .array(ChatMessageSchema)
    .min(1, 'Ask a question')
    .max(CHAT_MAX_MESSAGES, CONVERSATION_TOO_LONG)
    .refine((messages) => {
      const last = messages.at(-1);
      return last?.role === 'user' && last.content.trim().length > 0;
    }, 'The last message must be a question from the user'),
});
export type ChatBody = z.infer<typeof ChatBodySchema>;

/** What an answer looked at: a guide page or a screen of the app, with its link. */
export interface ChatSource {
  title: string;
  href: string;
  kind: 'guide' | 'data';
}
