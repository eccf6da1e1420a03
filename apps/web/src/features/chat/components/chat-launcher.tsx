import { Bot, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';

// The panel's code (Markdown included) loads on first open: most visitors never open it.
const ChatPanel = lazy(() => import('./chat-panel').then((module) => ({ default: module.ChatPanel })));

/**
 * The floating chat button on every page, in the layout's FloatingDock: toggles the panel, moves focus into
 * it and back to the button, Esc closes it. Not on /chatbot, which shows the same chat full page.
 */
export function ChatLauncher() {
  const { pathname } = useLocation();
  const [isOpen, setOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!isOpen) return;
    const focusInput = () => inputRef.current?.focus();
    focusInput();
    // The panel's code may still be loading: try again once it has rendered.
    const timer = setInterval(() => {
      if (inputRef.current) {
        focusInput();
        clearInterval(timer);
      }
    }, 50);
    return () => clearInterval(timer);
  }, [isOpen]);

  if (pathname === '/chatbot') return null;

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <>
      {hasOpened && (
        <section
          id={panelId}
          aria-label="Help assistant"
          hidden={!isOpen}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              close();
            }
          }}
          className="fixed right-4 bottom-20 z-50 flex h-[min(36rem,calc(100vh-7rem))] w-[min(24rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl dark:border-slate-700 dark:bg-slate-900"
        >
          <header className="flex items-center justify-between border-b border-slate-200 px-4 py-3 dark:border-slate-700">
            <h2 className="font-semibold">Help assistant</h2>
            <button
              type="button"
              onClick={close}
              aria-label="Close the help assistant"
              className="rounded p-1 hover:bg-slate-100 dark:hover:bg-slate-800"
            >
              <X aria-hidden className="size-4" />
            </button>
          </header>
          <Suspense fallback={<p className="p-4 text-sm">Loading…</p>}>
            <ChatPanel inputRef={inputRef} className="flex-1" />
          </Suspense>
        </section>
      )}
      <button
        ref={buttonRef}
        type="button"
        aria-label={isOpen ? 'Close the help assistant' : 'Open the help assistant'}
        aria-expanded={isOpen}
        aria-controls={hasOpened ? panelId : undefined}
        onClick={() => {
          if (isOpen) close();
          else {
            setHasOpened(true);
            setOpen(true);
          }
        }}
        className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {isOpen ? <X aria-hidden className="size-6" /> : <Bot aria-hidden className="size-6" />}
      </button>
    </>
  );
}
