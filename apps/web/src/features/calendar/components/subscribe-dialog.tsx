import { Check, Copy, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { inputClasses } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCalendarFeed, useResetCalendarFeed } from '../api/calendar';

/** The personal iCalendar feed: copy the secret URL into any calendar app, or replace it. */
export function SubscribeDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const id = useId();
  const feed = useCalendarFeed(isOpen);
  const reset = useResetCalendarFeed();
  const [isCopied, setIsCopied] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);

  const copy = async () => {
    if (!feed.data) return;
    try {
      await navigator.clipboard.writeText(feed.data.url);
      setIsCopied(true);
      toast.success('Feed URL copied');
      setTimeout(() => setIsCopied(false), 2000);
    } catch {
      toast.error('Could not copy: select the URL and copy it yourself.');
    }
  };

  return (
    <Modal isOpen={isOpen} onClose={onClose} title="Subscribe to your calendar">
      <div className="grid gap-4 p-6 pr-14">
        <div>
          <h2 className="text-lg font-semibold">Subscribe to your calendar</h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            Add this address to Google Calendar, Outlook or Apple Calendar (“subscribe from URL”) to see your
            events, holidays and customer anniversaries there. Keep it private: anyone with the link can read
            this calendar.
          </p>
        </div>
        <div>
          <label htmlFor={`${id}-url`} className="mb-1 block text-sm font-medium">
            Your feed URL
          </label>
          {feed.isPending ? (
            <Skeleton className="h-10 w-full" />
          ) : feed.isError ? (
            <p role="alert" className="text-sm text-red-600 dark:text-red-400">
              {feed.error.message}
            </p>
          ) : (
            <div className="flex flex-col gap-2 sm:flex-row">
              <input
                id={`${id}-url`}
                readOnly
                value={feed.data.url}
                onFocus={(event) => event.target.select()}
                className={`${inputClasses(false)} font-mono text-xs`}
              />
              <Button variant="secondary" onClick={copy} className="shrink-0">
                {isCopied ? (
                  <Check aria-hidden className="size-4" />
                ) : (
                  <Copy aria-hidden className="size-4" />
                )}
                {isCopied ? 'Copied' : 'Copy'}
              </Button>
            </div>
          )}
        </div>
        <div className="flex flex-wrap justify-between gap-3">
          <Button variant="ghost" onClick={() => setIsConfirming(true)} disabled={!feed.data}>
            <RefreshCw aria-hidden className="size-4" />
            Reset link
          </Button>
          {feed.data && (
            <a href={feed.data.webcalUrl} className={buttonClasses('primary')}>
              Open in calendar app
            </a>
          )}
        </div>
      </div>
      <ConfirmDialog
        isOpen={isConfirming}
        title="Reset your feed URL?"
        description="Calendar apps using the current link stop updating. You will need to subscribe again with the new one."
        confirmLabel="Reset link"
        tone="primary"
        isPending={reset.isPending}
        onCancel={() => setIsConfirming(false)}
        onConfirm={() =>
          reset.mutate(undefined, {
            onSuccess: () => {
              setIsConfirming(false);
              toast.success('A new feed URL was created; the old one no longer works');
            },
            onError: (error) => toast.error(error.message),
          })
        }
      />
    </Modal>
  );
}
