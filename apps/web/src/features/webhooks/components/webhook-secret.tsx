import { WEBHOOK_STRINGS } from '@taskflow/shared';
import { CopyableSecret } from '../../../components/ui/copyable-secret';

/** A signing secret the server answered once (on create and on rotate), with the warning that it is gone after. */
export function WebhookSecret({ secret, note }: { secret: string; note?: string }) {
  return (
    <div className="grid gap-3">
      <p className="text-sm font-medium text-amber-800 dark:text-amber-200">
        {WEBHOOK_STRINGS.secretShownOnce}
      </p>
      <CopyableSecret
        id="webhook-signing-secret"
        label="Signing secret"
        value={secret}
        copiedMessage="Signing secret copied."
        hint={
          note ?? (
            <>
              Verify each request with it, for example <code>new Webhook(secret).verify(body, headers)</code>{' '}
              from the <code>standardwebhooks</code> package.
            </>
          )
        }
      />
    </div>
  );
}
