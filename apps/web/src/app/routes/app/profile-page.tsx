import { localTimeZone, zoneLabel } from '@taskflow/shared';
import { Bell, CalendarDays, Clock, KeyRound, KeySquare, ShieldCheck } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { ListSkeleton } from '../../../components/ui/skeleton';
import { MyAccessTokens } from '../../../features/access-tokens/components/access-token-list';
import { SubscribeDialog } from '../../../features/calendar/components/subscribe-dialog';
import { NotificationPreferences } from '../../../features/notifications/components/notification-preferences';
import { AvatarChanger } from '../../../features/profile/components/avatar-changer';
import { ProfileForm } from '../../../features/profile/components/profile-form';
import { useCan, useMe } from '../../../lib/auth';
import { useDates } from '../../../lib/dates';
import { useCurrentOrganization } from '../../../lib/organization';
import { useDocumentTitle } from '../../../lib/use-document-title';

function Card({
  id,
  title,
  icon: Icon,
  children,
}: {
  id: string;
  title: string;
  icon: typeof Bell;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="min-w-0 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={id} className="flex items-center gap-2 text-lg font-semibold">
        <Icon aria-hidden className="size-5 shrink-0 text-slate-500 dark:text-slate-400" />
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** My profile (account menu): edit who I am here and the zone my times are shown in; what reaches me. */
export default function ProfilePage() {
  useDocumentTitle('My profile');
  const { data: me } = useMe();
  const dates = useDates();
  const organization = useCurrentOrganization();
  const canSeeNotifications = useCan('notifications.view');
  const [isFeedOpen, setIsFeedOpen] = useState(false);
  if (!me) return null;
  const browserZone = localTimeZone();
  const whose = dates.isPersonal ? 'your own time zone' : "your organization's time zone";
  return (
    <div className="space-y-6">
      <PageHeader
        title="My profile"
        description="Your details, the time zone your dates are shown in, and your notifications."
      />
      <Card id="profile-account" title="Account" icon={KeyRound}>
        <div className="grid gap-6">
          <AvatarChanger me={me} />
          <dl className="grid min-w-0 gap-3 text-sm sm:grid-cols-3">
            <div className="min-w-0">
              <dt className="text-slate-600 dark:text-slate-400">Email</dt>
              <dd className="truncate font-medium" title={me.email}>
                {me.email}
              </dd>
            </div>
            <div className="min-w-0">
              <dt className="text-slate-600 dark:text-slate-400">Organization and role</dt>
              <dd className="font-medium">
                {me.organizationName ? `${me.organizationName} · ${me.roleName ?? 'Member'}` : '—'}
              </dd>
            </div>
            <div className="min-w-0">
              <dt className="text-slate-600 dark:text-slate-400">Joined</dt>
              <dd className="font-medium" title="Your joining date is set by the people who edit profiles">
                {me.joinedOn ? dates.calendarDate(me.joinedOn) : '—'}
              </dd>
            </div>
          </dl>
          {dates.isReady ? (
            <ProfileForm key={me.id} me={me} organizationZone={organization.data?.timeZone ?? null} />
          ) : (
            <ListSkeleton rows={4} rowClassName="h-10" label="Loading your profile…" />
          )}
        </div>
      </Card>
      <Card id="profile-time" title="Dates and times" icon={Clock}>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Dates and times are shown in {whose},{' '}
          <strong>
            {dates.timeZone} ({zoneLabel(dates.timeZone)})
          </strong>
          {browserZone !== dates.timeZone
            ? `, with the zone named, since this browser is in ${browserZone} (${zoneLabel(browserZone)}).`
            : ', the same as this browser.'}
        </p>
      </Card>
      {canSeeNotifications && (
        <Card id="profile-notifications" title="Notifications" icon={Bell}>
          <NotificationPreferences />
        </Card>
      )}
      {me.organizationId && (
        <Card id="profile-calendar-feed" title="Calendar feed" icon={CalendarDays}>
          <p className="mb-3 text-sm text-slate-700 dark:text-slate-300">
            Your private calendar URL for other calendar apps. Changing or resetting your password replaces
            it.
          </p>
          <Button variant="secondary" onClick={() => setIsFeedOpen(true)}>
            Show feed URL
          </Button>
          <SubscribeDialog isOpen={isFeedOpen} onClose={() => setIsFeedOpen(false)} />
        </Card>
      )}
      {me.organizationId && (
        <Card id="profile-access-tokens" title="Access tokens" icon={KeySquare}>
          <MyAccessTokens />
        </Card>
      )}
      <Card id="profile-security" title="Password and sessions" icon={ShieldCheck}>
        <Link to="/app/settings/security" className={buttonClasses('secondary')}>
          Change password or end sessions
        </Link>
      </Card>
    </div>
  );
}
