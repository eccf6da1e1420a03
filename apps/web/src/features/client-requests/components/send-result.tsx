import type { RequestSendResult } from '@taskflow/shared';
import { Copy, MessageCircle } from 'lucide-react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { useDates } from '../../../lib/dates';
import { notify } from '../../../lib/notify';

/**
 * After a send: a "Send on WhatsApp" link per contact with a number (click-to-chat with the message and
 * the client link, sent from the staff member's own phone: the product sends no WhatsApp itself), and
 * the link to copy into any other channel. The link is shown only here: the API keeps its hash.
 */
export function SendResultPanel({ result }: { result: RequestSendResult }) {
  const dates = useDates();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(result.linkUrl);
      notify('success', 'Link copied.');
    } catch {
      notify('error', 'Could not copy the link: select it and copy it by hand.');
    }
  };
  return (
    <section
      aria-labelledby="request-sent-links"
      className="grid gap-3 rounded-2xl border border-emerald-300 bg-emerald-50 p-4 text-sm text-emerald-950 sm:p-5 dark:border-emerald-800 dark:bg-emerald-950/40 dark:text-emerald-50"
    >
      <h2 id="request-sent-links" className="text-base font-semibold">
        Sent. Send it on WhatsApp too?
      </h2>
      <p>
        Each button opens WhatsApp on your phone or computer with the message and the client's link ready: you
        press send. The link works until {dates.date(result.expiresAt)}.
      </p>
      {result.whatsapp.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {result.whatsapp.map((entry) => (
            <li key={`${entry.contactName}-${entry.phone}`}>
              <a
                href={entry.url}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClasses('secondary')}
              >
                <MessageCircle aria-hidden className="size-4" />
                Send on WhatsApp to {entry.contactName}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p>No contact of this client has a WhatsApp or phone number: copy the link to send it another way.</p>
      )}
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <input
          readOnly
          aria-label="Client link"
          value={result.linkUrl}
          onFocus={(event) => event.target.select()}
          className="min-w-0 flex-1 basis-56 rounded-lg border border-emerald-300 bg-white px-3 py-2 font-mono text-xs text-slate-900 dark:border-emerald-800 dark:bg-slate-900 dark:text-slate-100"
        />
        <Button variant="secondary" onClick={copy}>
          <Copy aria-hidden className="size-4" />
          Copy link
        </Button>
      </div>
    </section>
  );
}
