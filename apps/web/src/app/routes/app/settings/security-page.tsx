import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { OrganizationAccessTokens } from '../../../../features/access-tokens/components/access-token-list';
import { ChangePasswordForm } from '../../../../features/auth/components/change-password-form';
import { feedKey } from '../../../../features/calendar/api/calendar';
import { sessionsQueryOptions } from '../../../../features/sessions/api/sessions';
import { SessionHistory } from '../../../../features/sessions/components/session-history';
import { meQueryOptions, useCan } from '../../../../lib/auth';
import { useDocumentTitle } from '../../../../lib/use-document-title';

export default function SecurityPage() {
  useDocumentTitle('Security & sessions');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const isAdmin = useCan('organization.manage');
  return (
    <div className="space-y-10">
      <h1 className="text-2xl font-bold tracking-tight">Security & sessions</h1>
      <section aria-labelledby="sessions-heading" className="space-y-4">
        <div>
          <h2 id="sessions-heading" className="text-lg font-semibold">
            Session History
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Devices where your account is signed in. Revoke any you do not recognise.
          </p>
        </div>
        <SessionHistory
          onRevokedCurrent={() => {
            queryClient.setQueryData(meQueryOptions.queryKey, null);
            navigate('/login');
          }}
        />
      </section>
      <section aria-labelledby="password-heading" className="space-y-4">
        <div>
          <h2 id="password-heading" className="text-lg font-semibold">
            Change password
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Changing it signs out all your other sessions and replaces your calendar feed URL.
          </p>
        </div>
        <ChangePasswordForm
          onChanged={() => {
            queryClient.invalidateQueries({ queryKey: sessionsQueryOptions.queryKey });
            // The server dropped the old feed URL; the next view (profile, calendar) shows the new one.
            queryClient.removeQueries({ queryKey: feedKey });
          }}
        />
      </section>
      {isAdmin && (
        <section aria-labelledby="organization-tokens-heading" className="space-y-4">
          <div>
            <h2 id="organization-tokens-heading" className="text-lg font-semibold">
              Access tokens of the organization
            </h2>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Every live personal access token in your organization, with its owner. Revoking one stops it at
              once.
            </p>
          </div>
          <OrganizationAccessTokens />
        </section>
      )}
    </div>
  );
}
