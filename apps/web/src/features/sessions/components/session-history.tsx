import { Monitor } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { ListSkeleton } from '../../../components/ui/skeleton';
import { useDates } from '../../../lib/dates';
import { useRevokeSession, useSessions } from '../api/sessions';

/** Session History: where the account is signed in, with a way to end any of those sessions. */
export function SessionHistory({ onRevokedCurrent }: { onRevokedCurrent: () => void }) {
  const { data: sessions, isPending, isError, refetch } = useSessions();
  const revoke = useRevokeSession();
  const { dateTime: formatTime } = useDates();

  if (isPending) {
    return <ListSkeleton rows={2} rowClassName="h-16" label="Loading your sessions…" />;
  }
  if (isError) {
    return (
      <p role="alert" className="text-sm text-red-600">
        Could not load your sessions.{' '}
        <button type="button" className="underline" onClick={() => refetch()}>
          Try again
        </button>
      </p>
    );
  }
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
      {sessions.map((session) => (
        <li key={session.id} className="flex flex-wrap items-center gap-4 p-4">
          <Monitor aria-hidden className="size-6 text-slate-400" />
          <div className="min-w-0 flex-1">
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium">
              <span className="min-w-0">{session.device}</span>
              {session.isCurrent && (
                <span className="rounded-full whitespace-nowrap bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-700 dark:bg-emerald-900/50 dark:text-emerald-300">
                  This device
                </span>
              )}
            </p>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {session.ip ?? 'Unknown IP'} · signed in {formatTime(session.createdAt)} · last active{' '}
              {formatTime(session.lastSeenAt)}
            </p>
          </div>
          <Button
            variant="secondary"
            isLoading={revoke.isPending && revoke.variables === session.id}
            onClick={async () => {
              try {
                await revoke.mutateAsync(session.id);
                toast.success(session.isCurrent ? 'You have been signed out.' : 'Session revoked.');
                if (session.isCurrent) onRevokedCurrent();
              } catch {
                toast.error('Could not revoke the session. Please try again.');
              }
            }}
          >
            {session.isCurrent ? 'Sign out' : 'Revoke'}
          </Button>
        </li>
      ))}
    </ul>
  );
}
