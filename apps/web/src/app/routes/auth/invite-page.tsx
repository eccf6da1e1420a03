import { Building2, MailWarning } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { useLogout } from '../../../features/auth/api/auth-mutations';
import { useAcceptInvitation, useInvitationPreview } from '../../../features/invitations/api/invitations';
import { AcceptInvitationForm } from '../../../features/invitations/components/accept-invitation-form';
import { ApiError } from '../../../lib/api-client';
import { useMe } from '../../../lib/auth';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useUrlParams } from '../../../lib/use-url-params';

/** The page an invite link opens: who invites you where, then a new account or a sign-in to join. */
export default function InvitePage() {
  useDocumentTitle('Join your team');
  const [params] = useUrlParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const { data: me, isPending: isMePending } = useMe();
  const preview = useInvitationPreview(token);
  const accept = useAcceptInvitation();
  const logout = useLogout();
  const [error, setError] = useState<string>();
  const here = `/invite?token=${encodeURIComponent(token)}`;

  const joined = (message: string) => {
    toast.success(message);
    navigate('/app', { replace: true });
  };

  const frame = (content: React.ReactNode) => (
    <div className="mx-auto my-10 w-[calc(100%-1.5rem)] max-w-lg rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
      {content}
    </div>
  );

  if (!token) {
    return frame(
      <Problem message="This invitation link is incomplete. Open the link from your invitation email again." />,
    );
  }
  if (preview.isPending || isMePending) return <PageSpinner />;
  if (preview.isError) {
    return frame(
      <Problem
        message={
          preview.error instanceof ApiError && preview.error.status > 0
            ? preview.error.message
            : 'Could not load this invitation. Try again later.'
        }
      />,
    );
  }

  const invitation = preview.data;
  const isSignedInAsInvitee = me?.email.toLowerCase() === invitation.email.toLowerCase();
  const onAccept = async () => {
    setError(undefined);
    try {
      joined((await accept.mutateAsync({ token })).message);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : 'Something went wrong. Try again later.');
    }
  };
  const onSwitchAccount = async () => {
    await logout.mutateAsync().catch(() => undefined);
    navigate(here, { replace: true });
  };

  return frame(
    <div className="space-y-6">
      <div className="flex items-start gap-3">
        <span className="rounded-xl bg-brand-100 p-3 text-brand-700 dark:bg-slate-800 dark:text-brand-300">
          <Building2 aria-hidden className="size-6" />
        </span>
        <div className="min-w-0">
          {/* The names are whatever the organization's founder typed: quoted, as data, never as us. */}
          <h1 className="text-xl font-bold tracking-tight break-words">
            Join “{invitation.organizationName}”
          </h1>
          <p className="mt-1 text-sm break-words text-slate-600 dark:text-slate-400">
            {invitation.inviterName ? `“${invitation.inviterName}”` : 'A colleague'} invited{' '}
            <strong className="break-all">{invitation.email}</strong>
            {invitation.roleName ? ` as “${invitation.roleName}”` : ''}.
          </p>
          <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
            These names are chosen by the organization, not checked by TaskFlow.
          </p>
        </div>
      </div>
      {isSignedInAsInvitee && me?.organizationId ? (
        // Accepting would be refused: say so plainly instead of offering a button that fails.
        <p
          role="status"
          className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950/50 dark:text-amber-100"
        >
          Your account {invitation.email} already belongs to another organization. An account belongs to one
          organization at a time, so you cannot accept this invitation with it. Ask the person who invited you
          to invite another address of yours.
        </p>
      ) : isSignedInAsInvitee ? (
        <div className="space-y-3">
          <p className="text-sm">
            Accepting adds your account {invitation.email} to “{invitation.organizationName}”
            {invitation.roleName ? ` as “${invitation.roleName}”` : ''}. You keep your password; the
            organization&rsquo;s administrators will see your profile, and your tasks, time and leave are kept
            there.
          </p>
          <Button className="w-full" onClick={onAccept} isLoading={accept.isPending}>
            Accept invitation
          </Button>
          {error && (
            <p role="alert" className="text-sm text-red-600 dark:text-red-400">
              {error}
            </p>
          )}
        </div>
      ) : me ? (
        <div className="space-y-3 text-sm">
          <p>
            You are signed in as <strong>{me.email}</strong>. This invitation is for {invitation.email}: log
            out to accept it.
          </p>
          <Button className="w-full" onClick={onSwitchAccount} isLoading={logout.isPending}>
            Log out and continue
          </Button>
        </div>
      ) : (
        // The preview does not say whether the email has an account (that would tell anyone holding the
        // link), so both ways are offered; accepting tells an existing account to log in.
        <div className="space-y-4">
          <p className="text-sm">
            Accepting creates a TaskFlow account for {invitation.email} with the name and password you choose
            here, and adds it to “{invitation.organizationName}”. If this address already has an account, log
            in instead: an account that belongs to another organization cannot accept.
          </p>
          <AcceptInvitationForm
            token={token}
            email={invitation.email}
            name={invitation.name}
            onJoined={joined}
          />
          <p className="text-center text-sm text-slate-600 dark:text-slate-400">
            Already have an account for {invitation.email}?{' '}
            <Link
              to={`/login?next=${encodeURIComponent(here)}`}
              className="font-semibold text-brand-600 hover:underline dark:text-brand-300"
            >
              Log in to accept
            </Link>
          </p>
        </div>
      )}
    </div>,
  );
}

function Problem({ message }: { message: string }) {
  return (
    <div className="space-y-4 text-center">
      <MailWarning aria-hidden className="mx-auto size-10 text-amber-500" />
      <h1 className="text-xl font-bold">This invitation cannot be used</h1>
      <p role="alert" className="text-sm text-slate-600 dark:text-slate-400">
        {message}
      </p>
      <Link to="/" className="text-sm font-semibold text-brand-600 hover:underline dark:text-brand-300">
        Go to the home page
      </Link>
    </div>
  );
}
