import { useQuery } from '@tanstack/react-query';
import { todayIn } from '@taskflow/shared';
import { Bell, CalendarDays, CalendarHeart, CalendarOff, Mail, Plus, Search, UserPlus } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link, Navigate, useOutletContext } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { ListSkeleton } from '../../../components/ui/skeleton';
import { WhenNearViewport } from '../../../components/ui/when-near-viewport';
import { RequestInsightsCard } from '../../../features/client-requests/components/request-insights-card';
import { eventsQueryOptions } from '../../../features/events/api/events';
import { holidaysQueryOptions } from '../../../features/holidays/api/holidays';
import { pendingInvitationsQueryOptions } from '../../../features/invitations/api/invitations';
import { WhoIsOutCard } from '../../../features/leave/components/who-is-out-card';
import { notificationsQueryOptions } from '../../../features/notifications/api/notifications';
import { NotificationLink } from '../../../features/notifications/components/notification-link';
import { LaggardsPanel } from '../../../features/services/components/laggards-panel';
import { useCan, useMe } from '../../../lib/auth';
import { useDates } from '../../../lib/dates';
import { useDocumentTitle } from '../../../lib/use-document-title';
import type { AppOutletContext } from './app-layout';

function Panel({
  id,
  title,
  icon: Icon,
  link,
  children,
}: {
  id: string;
  title: string;
  icon: typeof Bell;
  link?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="min-w-0 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id={id} className="flex min-w-0 items-center gap-2 text-base font-semibold">
          <Icon aria-hidden className="size-5 shrink-0 text-slate-500 dark:text-slate-400" />
          {title}
        </h2>
        {link && (
          <Link
            to={link.to}
            className="shrink-0 text-sm font-semibold text-brand-700 hover:underline dark:text-indigo-300"
          >
            {link.label}
          </Link>
        )}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

// The dashboards' charts (Recharts) load after the page, so /app's first JavaScript stays small.
const DashboardSection = lazy(() =>
  import('../../../features/reports/components/dashboard-panels').then((module) => ({
    default: module.DashboardSection,
  })),
);

const Empty = ({ children }: { children: ReactNode }) => (
  <p className="text-sm text-slate-600 dark:text-slate-400">{children}</p>
);
const Failed = () => (
  <p role="alert" className="text-sm text-red-700 dark:text-red-300">
    Could not load this. Try again later.
  </p>
);

function UpcomingEvents() {
  const dates = useDates();
  const events = useQuery(eventsQueryOptions({ page: 1, pageSize: 5, scope: 'upcoming' }));
  return (
    <Panel
      id="home-events"
      title="Upcoming events"
      icon={CalendarHeart}
      link={{ to: '/app/events', label: 'All events' }}
    >
      {events.isPending ? (
        <ListSkeleton rows={3} label="Loading events…" />
      ) : events.isError ? (
        <Failed />
      ) : events.data.data.length === 0 ? (
        <Empty>No upcoming events.</Empty>
      ) : (
        <ul className="grid gap-3">
          {events.data.data.map((event) => (
            <li key={event.id} className="min-w-0">
              <Link
                to={`/app/events/${event.id}`}
                className="block truncate font-medium hover:underline"
                title={event.title}
              >
                {event.title}
              </Link>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {dates.range(event.startsAt, event.durationMinutes)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

function UpcomingHolidays() {
  const dates = useDates();
  const today = todayIn(dates.timeZone);
  const year = Number(today.slice(0, 4));
  const thisYear = useQuery(holidaysQueryOptions(year));
  const nextYear = useQuery(holidaysQueryOptions(year + 1));
  const upcoming = [...(thisYear.data ?? []), ...(nextYear.data ?? [])]
    .filter((holiday) => holiday.date >= today)
    .slice(0, 5);
  return (
    <Panel
      id="home-holidays"
      title="Upcoming holidays"
      icon={CalendarOff}
      link={{ to: '/app/holidays', label: 'All holidays' }}
    >
      {thisYear.isPending ? (
        <ListSkeleton rows={3} label="Loading holidays…" />
      ) : thisYear.isError ? (
        <Failed />
      ) : upcoming.length === 0 ? (
        <Empty>No holidays ahead.</Empty>
      ) : (
        <ul className="grid gap-2">
          {upcoming.map((holiday) => (
            <li key={holiday.id} className="flex min-w-0 items-baseline justify-between gap-3">
              <span className="min-w-0 truncate font-medium" title={holiday.name}>
                {holiday.name}
              </span>
              <time dateTime={holiday.date} className="shrink-0 text-sm text-slate-600 dark:text-slate-400">
                {dates.calendarDate(holiday.date)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

function UnreadNotifications() {
  const dates = useDates();
  const unread = useQuery(notificationsQueryOptions({ page: 1, pageSize: 5, isUnreadOnly: true }));
  return (
    <Panel
      id="home-notifications"
      title="Unread notifications"
      icon={Bell}
      link={{ to: '/app/notifications', label: 'All notifications' }}
    >
      {unread.isPending ? (
        <ListSkeleton rows={3} label="Loading notifications…" />
      ) : unread.isError ? (
        <Failed />
      ) : unread.data.data.length === 0 ? (
        <Empty>You are all caught up.</Empty>
      ) : (
        <ul className="grid gap-3">
          {unread.data.data.map((notification) => (
            <li key={notification.id} className="min-w-0">
              <NotificationLink
                notification={notification}
                className="block truncate font-medium text-brand-700 hover:underline dark:text-brand-300"
              >
                {notification.title}
              </NotificationLink>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {dates.dateTime(notification.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

function PendingInvitations() {
  const dates = useDates();
  const invitations = useQuery(pendingInvitationsQueryOptions(1));
  return (
    <Panel
      id="home-invitations"
      title="Pending invitations"
      icon={Mail}
      link={{ to: '/app/people', label: 'People' }}
    >
      {invitations.isPending ? (
        <ListSkeleton rows={2} label="Loading invitations…" />
      ) : invitations.isError ? (
        <Failed />
      ) : invitations.data.data.length === 0 ? (
        <Empty>No invitations waiting for an answer.</Empty>
      ) : (
        <ul className="grid gap-2">
          {invitations.data.data.slice(0, 5).map((invitation) => (
            <li key={invitation.id} className="flex min-w-0 items-baseline justify-between gap-3">
              <span className="min-w-0 truncate font-medium" title={invitation.email}>
                {invitation.email}
              </span>
              <span className="shrink-0 text-sm text-slate-600 dark:text-slate-400">
                {invitation.isExpired ? 'expired' : `until ${dates.date(invitation.expiresAt)}`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** The signed-in home: what is coming up, what is waiting, and the common next steps. */
export default function AppHomePage() {
  useDocumentTitle('Dashboard');
  const { data: me } = useMe();
  const { openPalette } = useOutletContext<AppOutletContext>();
  const canViewEvents = useCan('events.view');
  const canCreateEvents = useCan('events.create');
  const canViewHolidays = useCan('holidays.view');
  const canViewNotifications = useCan('notifications.view');
  const canInvite = useCan('users.invite');
  const canCreateCustomers = useCan('customers.create');
  const canSeeLeave = [useCan('leave.view'), useCan('leave.apply'), useCan('leave.accept')].some(Boolean);
  const canViewReports = useCan('reports.view');
  const canViewAllTasks = useCan('tasks.view_all');
  const canViewServices = useCan('services.view');
  const canViewRequests = useCan('requests.view');
  if (!me) return null;
  // A person with no organization has one thing to do first.
  if (!me.organizationId) return <Navigate to="/app/setup" replace />;

  const actions = (
    <>
      {canCreateEvents && (
        <Link to="/app/events/new" className={buttonClasses('secondary')}>
          <Plus aria-hidden className="size-4" /> Add Event
        </Link>
      )}
      {canCreateCustomers && (
        <Link to="/app/customers?new=1" className={buttonClasses('secondary')}>
          <Plus aria-hidden className="size-4" /> Add Customer
        </Link>
      )}
      {canInvite && (
        <Link to="/app/people?invite=1" className={buttonClasses('secondary')}>
          <UserPlus aria-hidden className="size-4" /> Invite person
        </Link>
      )}
      <Link to="/app/calendar" className={buttonClasses('secondary')}>
        <CalendarDays aria-hidden className="size-4" /> Calendar
      </Link>
    </>
  );

  return (
    <div className="space-y-6">
      <PageHeader
        title={`Welcome, ${me.name.split(' ')[0]}`}
        description={`${me.organizationName} · ${me.roleName ?? 'Member'}`}
      />
      <section aria-labelledby="quick-actions" className="min-w-0">
        <h2 id="quick-actions" className="sr-only">
          Quick actions
        </h2>
        <div className="flex flex-wrap gap-2">{actions}</div>
        {/* Keys are for keyboards: a touch or narrow screen gets the search as a button instead. */}
        <button
          type="button"
          onClick={openPalette}
          className={`${buttonClasses('secondary')} mt-3 w-full md:pointer-fine:hidden`}
        >
          <Search aria-hidden className="size-4" /> Search
        </button>
        <p className="mt-2 hidden text-xs text-slate-600 md:pointer-fine:block dark:text-slate-400">
          Tip: press <kbd className="rounded border px-1 font-mono">Ctrl</kbd>+
          <kbd className="rounded border px-1 font-mono">K</kbd> to find anything,{' '}
          <kbd className="rounded border px-1 font-mono">?</kbd> for all shortcuts.
        </p>
      </section>
      <div className="grid gap-6 md:grid-cols-2">
        {canViewServices && <LaggardsPanel />}
        {canViewRequests && <RequestInsightsCard />}
        {canSeeLeave && <WhoIsOutCard />}
        {canViewEvents && <UpcomingEvents />}
        {canViewHolidays && <UpcomingHolidays />}
        {canViewNotifications && <UnreadNotifications />}
        {canInvite && <PendingInvitations />}
      </div>
      {/*
        Last: its charts load after the page and grow tall, and would push everything below them. Built when
        scrolled near: on a phone they sit below the panels, and building them held up the page's first use.
        Until then a blank of its first height: nothing is loading yet, so nothing says it is.
      */}
      {canViewReports && (
        <WhenNearViewport placeholder={<div className="h-48" />}>
          <Suspense fallback={<ListSkeleton rows={3} label="Loading your dashboard…" />}>
            <DashboardSection userId={me.id} canViewAllTasks={canViewAllTasks} />
          </Suspense>
        </WhenNearViewport>
      )}
    </div>
  );
}
