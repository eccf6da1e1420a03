import { CHAT_MAX_MESSAGE_CHARS } from '@taskflow/shared';
import { clsx } from 'clsx';
import { Link2, RotateCcw, Send } from 'lucide-react';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { clearConversation, sendMessage, useChatMessages } from '../lib/chat-store';
import { ChatMarkdown } from './chat-markdown';

const SUGGESTIONS = ['How do I apply for leave?', 'Who is off next week?', 'How do I create a project?'];

/** The conversation and its input: in the floating panel and on /chatbot alike. */
export function ChatPanel({
  inputRef,
  className,
}: {
  inputRef?: RefObject<HTMLTextAreaElement | null>;
  className?: string;
}) {
  const id = useId();
  const messages = useChatMessages();
  const [text, setText] = useState('');
  const listRef = useRef<HTMLDivElement>(null);
  const isBusy = messages.some((message) => message.status === 'streaming');
  const last = messages.at(-1);

  // biome-ignore lint/correctness/useExhaustiveDependencies: follow the answer as it grows
  useEffect(() => {
    listRef.current?.scrollTo({ top: listRef.current.scrollHeight });
  }, [messages.length, last?.content]);

  const submit = () => {
    if (!text.trim() || isBusy) return;
    void sendMessage(text);
    setText('');
  };

  return (
    <div className={clsx('flex min-h-0 flex-col', className)}>
      <div
        ref={listRef}
        className="min-h-0 flex-1 space-y-3 overflow-y-auto p-4"
        aria-live="polite"
        aria-busy={isBusy}
      >
        {messages.length === 0 && (
          <div className="text-sm text-slate-700 dark:text-slate-300">
            <p>
              Ask how to do something in TaskFlow. Signed in, you can also ask about your own work, for
              example:
            </p>
            <ul className="mt-2 space-y-1">
              {SUGGESTIONS.map((suggestion) => (
                <li key={suggestion}>
                  <button
                    type="button"
                    className="rounded-full border border-slate-300 px-3 py-1 text-left hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800"
                    onClick={() => void sendMessage(suggestion)}
                  >
                    {suggestion}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
        {messages.map((message) => (
          <div
            key={message.id}
            className={clsx('flex', message.role === 'user' ? 'justify-end' : 'justify-start')}
          >
            <div
              className={clsx(
                'max-w-[85%] rounded-2xl px-3 py-2 text-sm wrap-anywhere',
                message.role === 'user'
                  ? 'bg-brand-700 text-white'
                  : message.status === 'error'
                    ? 'bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100'
                    : 'bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100',
              )}
            >
              <span className="sr-only">{message.role === 'user' ? 'You said:' : 'Assistant:'}</span>
              {message.role === 'user' ? (
                <p className="whitespace-pre-wrap">{message.content}</p>
              ) : message.status === 'streaming' && !message.content ? (
                <p className="text-slate-600 dark:text-slate-400">Thinking…</p>
              ) : (
                <ChatMarkdown>{message.content}</ChatMarkdown>
              )}
              {message.detail && <p className="mt-1 text-xs">{message.detail}</p>}
              {message.sources && message.sources.length > 0 && message.status !== 'error' && (
                <div className="mt-2 border-t border-slate-300 pt-2 text-xs dark:border-slate-600">
                  <p className="font-semibold">Looked at</p>
                  <ul className="mt-1 space-y-0.5">
                    {message.sources.map((source) => (
                      <li key={source.href} className="flex items-center gap-1">
                        <Link2 aria-hidden className="size-3 shrink-0" />
                        <Link to={source.href} className="underline">
                          {source.title}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </div>
              )}
            </div>
          </div>
        ))}
      </div>
      <form
        className="flex items-end gap-2 border-t border-slate-200 p-3 dark:border-slate-700"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label htmlFor={`${id}-input`} className="sr-only">
          Your question
        </label>
        <textarea
          id={`${id}-input`}
          ref={inputRef}
          rows={2}
          maxLength={CHAT_MAX_MESSAGE_CHARS}
          value={text}
          placeholder="Ask a question…"
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              submit();
            }
          }}
          className="min-h-10 flex-1 resize-none rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 dark:border-slate-600 dark:bg-slate-900"
        />
        <button
          type="submit"
          disabled={isBusy || !text.trim()}
          aria-label="Send"
          className="rounded-lg bg-brand-700 p-2.5 text-white disabled:opacity-50"
        >
          <Send aria-hidden className="size-4" />
        </button>
        <button
          type="button"
          onClick={() => clearConversation()}
          aria-label="New conversation"
          title="New conversation"
          className="rounded-lg border border-slate-300 p-2.5 dark:border-slate-600"
        >
          <RotateCcw aria-hidden className="size-4" />
        </button>
      </form>
    </div>
  );
}
