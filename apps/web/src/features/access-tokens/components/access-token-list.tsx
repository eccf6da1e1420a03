import { ACCESS_TOKEN_STRINGS, type AccessToken, type OrganizationAccessToken } from '@taskflow/shared';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ListSkeleton } from '../../../components/ui/skeleton';
import { useDates } from '../../../lib/dates';
import { notify } from '../../../lib/notify';
import { useMyAccessTokens, useOrganizationAccessTokens, useRevokeAccessToken } from '../api/access-tokens';
import { CreateAccessTokenDialog } from './create-access-token-dialog';

/** `tasks:write` → "tasks (read and write)". */
function scopeLabel(scope: string) {
  const [area, level] = scope.split(':');
  return `${area} (${level === 'write' ? 'read and write' : 'read'})`;
}

function TokenRows({
  tokens,
  scope,
  emptyText,
}: {
  tokens: (AccessToken | OrganizationAccessToken)[];
  scope: 'mine' | 'organization';
  emptyText: string;
}) {
  const { dateTime, date } = useDates();
  const revoke = useRevokeAccessToken(scope);
  const [toRevoke, setToRevoke] = useState<AccessToken | null>(null);
  if (tokens.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">{emptyText}</p>;
  const isExpired = (token: AccessToken) =>
    token.expiresAt !== null && new Date(token.expiresAt).getTime() <= Date.now();
  return (
    <>
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
        {tokens.map((token) => (
          <li key={token.id} className="flex flex-wrap items-start gap-4 p-4">
            <KeyRound aria-hidden className="mt-0.5 size-5 shrink-0 text-slate-400" />
            <div className="min-w-0 flex-1 text-sm">
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium">
                <span className="min-w-0 wrap-anywhere">{token.name}</span>
                <code className="rounded bg-slate-100 px-1.5 py-0.5 text-xs dark:bg-slate-800">
                  {token.prefix}…
                </code>
                {isExpired(token) && (
                  <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-700 dark:bg-red-900/50 dark:text-red-300">
                    Expired
                  </span>
                )}
              </p>
              {'owner' in token && (
                <p className="wrap-anywhere text-slate-700 dark:text-slate-300">
                  {token.owner.name} · {token.owner.email}
                </p>
              )}
              <p className="wrap-anywhere text-slate-600 dark:text-slate-400">
                {token.scopes.map(scopeLabel).join(', ')}
              </p>
              <p className="text-slate-600 dark:text-slate-400">
                Created {dateTime(token.createdAt)} · last used{' '}
                {token.lastUsedAt ? dateTime(token.lastUsedAt) : 'never'} · expires{' '}
                {token.expiresAt ? date(token.expiresAt) : 'never'}
              </p>
            </div>
            <Button variant="secondary" onClick={() => setToRevoke(token)}>
              Revoke<span className="sr-only"> {token.name}</span>
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        isOpen={toRevoke !== null}
        title="Revoke this token?"
        description={`“${toRevoke?.name ?? ''}” stops working at once. Programs using it will be refused.`}
        confirmLabel="Revoke"
        isPending={revoke.isPending}
        onCancel={() => setToRevoke(null)}
        onConfirm={async () => {
          if (!toRevoke) return;
          try {
            await revoke.mutateAsync(toRevoke.id);
            notify('success', ACCESS_TOKEN_STRINGS.revoked);
            setToRevoke(null);
          } catch {
            notify('error', 'Could not revoke the token. Please try again.');
          }
        }}
      />
    </>
  );
}

function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <p role="alert" className="text-sm text-red-600">
      Could not load {what}.{' '}
      <button type="button" className="underline" onClick={onRetry}>
        Try again
      </button>
    </p>
  );
}

/** My profile: the person's own tokens, and a dialog to create one. */
export function MyAccessTokens() {
  const { data, isPending, isError, refetch } = useMyAccessTokens();
  const [isCreating, setCreating] = useState(false);
  if (isPending) return <ListSkeleton rows={2} rowClassName="h-16" label="Loading your access tokens…" />;
  if (isError) return <LoadFailed what="your access tokens" onRetry={() => refetch()} />;
  return (
    <div className="grid gap-4">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Tokens let other programs use the API as you, within the areas you choose. Revoke any you no longer
        use.
      </p>
      <div>
        <Button onClick={() => setCreating(true)} disabled={data.areas.length === 0}>
          New access token
        </Button>
      </div>
      <TokenRows tokens={data.data} scope="mine" emptyText="You have no access tokens." />
      <CreateAccessTokenDialog
        isOpen={isCreating}
        onClose={() => setCreating(false)}
        areas={data.areas}
        canCreateWithoutExpiry={data.canCreateWithoutExpiry}
      />
    </div>
  );
}

/** Settings → Security, for administrators: every live token of the organization, with its owner. */
export function OrganizationAccessTokens() {
  const { data, isPending, isError, refetch } = useOrganizationAccessTokens();
  if (isPending)
    return <ListSkeleton rows={2} rowClassName="h-16" label="Loading the organization's tokens…" />;
  if (isError) return <LoadFailed what="the organization's access tokens" onRetry={() => refetch()} />;
  return (
    <div className="grid gap-3">
      <TokenRows
        tokens={data.data}
        scope="organization"
        emptyText="No one in the organization has an access token."
      />
      {data.meta.total > data.data.length && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Showing the newest {data.data.length} of {data.meta.total} tokens.
        </p>
      )}
    </div>
  );
}
