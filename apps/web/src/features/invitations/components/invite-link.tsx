import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/field';

/**
 * The invite link, shown to the inviter only when the server has no mail delivery (SMTP):
 * then handing the link over is the only way it reaches the invitee.
 */
export function InviteLink({ url }: { url: string }) {
  const [isCopied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm dark:border-amber-700 dark:bg-amber-950/40">
      <p className="text-amber-900 dark:text-amber-200">
        No mail server is set up, so send this link yourself. It works once and expires in 7 days.
      </p>
      <div className="mt-2 flex gap-2">
        <input
          readOnly
          aria-label="Invite link"
          value={url}
          className={inputClasses(false)}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="secondary" onClick={copy} aria-label="Copy invite link">
          {isCopied ? <Check aria-hidden className="size-4" /> : <Copy aria-hidden className="size-4" />}
          <span className="hidden sm:inline">{isCopied ? 'Copied' : 'Copy invite link'}</span>
        </Button>
      </div>
    </div>
  );
}
