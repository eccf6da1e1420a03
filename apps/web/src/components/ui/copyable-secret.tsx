import { Copy } from 'lucide-react';
import type { ReactNode } from 'react';
import { notify } from '../../lib/notify';
import { Button } from './button';
import { inputClasses } from './field';

/**
 * A secret the server shows once (an access token, a webhook signing secret): read-only, selected on focus,
 * with a Copy button. The caller says it will not be shown again; this only makes it easy to take.
 */
export function CopyableSecret({
  id,
  label,
  value,
  copiedMessage,
  hint,
}: {
  id: string;
  label: string;
  value: string;
  copiedMessage: string;
  hint?: ReactNode;
}) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      notify('success', copiedMessage);
    } catch {
      notify('error', 'Could not copy. Select the text and copy it yourself.');
    }
  };
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={id}
          readOnly
          value={value}
          onFocus={(event) => event.currentTarget.select()}
          className={`${inputClasses(false)} min-w-0 flex-1 font-mono`}
        />
        <Button variant="secondary" onClick={copy}>
          <Copy aria-hidden className="size-4" />
          Copy
        </Button>
      </div>
      {hint && <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">{hint}</p>}
    </div>
  );
}
