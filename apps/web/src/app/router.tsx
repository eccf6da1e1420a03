import type { RouteObject } from 'react-router';
import { AppShellSkeleton } from '../components/layouts/app-shell-skeleton';
import { PageSpinner } from '../components/ui/spinner';
import { queryClient } from '../lib/query-client';
import { lazyPage } from './lazy-page';
import { prefetchAfterSession } from './prefetch-after-session';
import { RequireOrganization } from './routes/app/require-organization';
import { RequirePermission } from './routes/app/require-permission';
import { marketingRoutes } from './routes/marketing/marketing-routes';
import { RequireAuth } from './routes/require-auth';
import { SiteLayout } from './routes/site-layout';

/** Every route of the web app; main.tsx builds the browser router, the prerenderer a static one. */
export const routes: RouteObject[] = [
  {
    Component: SiteLayout,
    // Shown while the first page's code loads on a page the server did not prerender.
    HydrateFallback: PageSpinner,
    children: [
      ...marketingRoutes,
      { path: 'login', lazy: lazyPage(() => import('./routes/auth/login-page')) },
      { path: 'signup', lazy: lazyPage(() => import('./routes/auth/signup-page')) },
      { path: 'forgot-password', lazy: lazyPage(() => import('./routes/auth/forgot-password-page')) },
      { path: 'reset-password', lazy: lazyPage(() => import('./routes/auth/reset-password-page')) },
      { path: 'invite', lazy: lazyPage(() => import('./routes/auth/invite-page')) },
      // A guest's emailed link to answer an event invitation: public, no sign-in.
      { path: 'events/rsvp/:token', lazy: lazyPage(() => import('./routes/events/event-rsvp-page')) },
      { path: '*', lazy: lazyPage(() => import('./routes/not-found-page')) },
    ],
  },
  {
    path: 'app',
    element: <RequireAuth whilePending={<AppShellSkeleton />} />,
    HydrateFallback: AppShellSkeleton,
    children: [
      {
        lazy: lazyPage(() => import('./routes/app/app-layout')),
        children: [
          { index: true, lazy: lazyPage(() => import('./routes/app/home-page')) },
          { path: 'setup', lazy: lazyPage(() => import('./routes/app/setup-page')) },
          { path: 'settings/security', lazy: lazyPage(() => import('./routes/app/settings/security-page')) },
          { path: 'profile', lazy: lazyPage(() => import('./routes/app/profile-page')) },
          {
            // Everything that lives inside an organization.
            Component: RequireOrganization,
            children: [
              {
                path: 'settings/organization',
                lazy: lazyPage(() => import('./routes/app/settings/organization-settings-page')),
              },
              // Each page needs the permission to view what it lists, or to do what its form does.
              {
                // Webhooks and chat channels (issue 43): administrators only; the API checks it too.
                element: <RequirePermission permission="organization.manage" />,
                children: [
                  {
                    path: 'settings/integrations',
                    lazy: lazyPage(() => import('./routes/app/settings/integrations-page')),
                  },
                ],
              },
              {
                element: <RequirePermission permission="users.view" />,
                children: [
                  { path: 'people', lazy: lazyPage(() => import('./routes/app/people/people-page')) },
                  { path: 'people/:id', lazy: lazyPage(() => import('./routes/app/people/person-page')) },
                  { path: 'org-tree', lazy: lazyPage(() => import('./routes/app/people/org-tree-page')) },
                ],
              },
              {
                element: <RequirePermission permission="customers.view" />,
                children: [
                  { path: 'customers', lazy: lazyPage(() => import('./routes/app/clients/customers-page')) },
                  {
                    path: 'customers/:id',
                    loader: prefetchAfterSession('customers.view', async ({ params }) => {
                      const { customerQueryOptions, customerOverviewQueryOptions } = await import(
                        '../features/customers/api/customers'
                      );
                      const id = params.id ?? '';
                      await Promise.all([
                        queryClient.prefetchQuery(customerQueryOptions(id)),
                        queryClient.prefetchQuery(customerOverviewQueryOptions(id)),
                      ]);
                    }),
                    lazy: lazyPage(() => import('./routes/app/clients/customer-page')),
                  },
                ],
              },
              {
                element: <RequirePermission permission="services.view" />,
                children: [
                  { path: 'services', lazy: lazyPage(() => import('./routes/app/clients/services-page')) },
                  { path: 'services/:id', lazy: lazyPage(() => import('./routes/app/clients/service-page')) },
                ],
              },
              {
                element: <RequirePermission permission="services.manage" />,
                children: [
                  {
                    path: 'services/new',
                    lazy: lazyPage(() => import('./routes/app/clients/service-new-page')),
                  },
                ],
              },
              {
                // A service's compliance matrix (issue 40): clients by period.
                element: <RequirePermission permission="services.view" />,
                children: [
                  {
                    path: 'services/:id/matrix',
                    lazy: lazyPage(() => import('./routes/app/clients/service-matrix-page')),
                  },
                ],
              },
              {
                // Requests to clients (issue 41): the firm's outstanding requests and each request.
                element: <RequirePermission permission="requests.view" />,
                children: [
                  { path: 'requests', lazy: lazyPage(() => import('./routes/app/clients/requests-page')) },
                  { path: 'requests/:id', lazy: lazyPage(() => import('./routes/app/clients/request-page')) },
                ],
              },
              // A job: View Services, or a reader of one of its tasks (the page says which it is not).
              { path: 'jobs/:id', lazy: lazyPage(() => import('./routes/app/clients/job-page')) },
              {
                element: <RequirePermission permission="holidays.view" />,
                children: [
                  { path: 'holidays', lazy: lazyPage(() => import('./routes/app/settings/holidays-page')) },
                ],
              },
              {
                element: <RequirePermission permission="events.view" />,
                children: [
                  { path: 'events', lazy: lazyPage(() => import('./routes/app/calendar/events-page')) },
                  { path: 'events/:id', lazy: lazyPage(() => import('./routes/app/calendar/event-page')) },
                ],
              },
              {
                element: <RequirePermission permission="events.create" />,
                children: [
                  {
                    path: 'events/new',
                    lazy: lazyPage(() => import('./routes/app/calendar/event-new-page')),
                  },
                ],
              },
              {
                element: <RequirePermission permission="events.edit" />,
                children: [
                  {
                    path: 'events/:id/edit',
                    lazy: lazyPage(() => import('./routes/app/calendar/event-edit-page')),
                  },
                ],
              },
              { path: 'calendar', lazy: lazyPage(() => import('./routes/app/calendar/calendar-page')) },
              {
                element: <RequirePermission permission="roles.view" />,
                children: [
                  { path: 'roles', lazy: lazyPage(() => import('./routes/app/settings/roles-page')) },
                ],
              },
              {
                element: <RequirePermission permission="reports.view" />,
                children: [
                  { path: 'reports', lazy: lazyPage(() => import('./routes/app/reports/reports-page')) },
                ],
              },
              {
                element: <RequirePermission permission="departments.view" />,
                children: [
                  {
                    path: 'departments',
                    lazy: lazyPage(() => import('./routes/app/settings/departments-page')),
                  },
                ],
              },
              {
                element: <RequirePermission permission="notifications.view" />,
                children: [
                  { path: 'notifications', lazy: lazyPage(() => import('./routes/app/notifications-page')) },
                ],
              },
              {
                element: <RequirePermission permission="leave.apply" />,
                children: [
                  { path: 'leave', lazy: lazyPage(() => import('./routes/app/leave/leave-status-page')) },
                  {
                    path: 'leave/apply',
                    lazy: lazyPage(() => import('./routes/app/leave/leave-apply-page')),
                  },
                ],
              },
              {
                element: <RequirePermission permission="leave.accept" />,
                children: [
                  {
                    path: 'leave/pending',
                    lazy: lazyPage(() => import('./routes/app/leave/leave-pending-page')),
                  },
                ],
              },
              {
                element: <RequirePermission permission="leave.view" />,
                children: [
                  { path: 'leave/all', lazy: lazyPage(() => import('./routes/app/leave/leave-all-page')) },
                ],
              },
              // Any leave permission opens these; each page says which part a role may use.
              {
                path: 'leave/calendar',
                lazy: lazyPage(() => import('./routes/app/leave/leave-calendar-page')),
              },
              {
                path: 'leave/settings',
                lazy: lazyPage(() => import('./routes/app/settings/leave-settings-page')),
              },
              { path: 'leave/:id', lazy: lazyPage(() => import('./routes/app/leave/leave-request-page')) },
              {
                element: <RequirePermission permission="time.track" />,
                children: [
                  { path: 'time', lazy: lazyPage(() => import('./routes/app/time/time-page')) },
                  {
                    path: 'time/entries',
                    lazy: lazyPage(() => import('./routes/app/time/time-entries-page')),
                  },
                ],
              },
              {
                element: <RequirePermission permission="time.approve" />,
                children: [
                  { path: 'time/team', lazy: lazyPage(() => import('./routes/app/time/time-team-page')) },
                ],
              },
              {
                element: <RequirePermission permission="time.billing" />,
                children: [
                  {
                    path: 'time/billing',
                    lazy: lazyPage(() => import('./routes/app/time/time-billing-page')),
                  },
                  // Billing a client (issue 42): invoices, unbilled work, payments, what is owed, settings.
                  {
                    path: 'billing',
                    lazy: lazyPage(() => import('./routes/app/billing/billing-invoices-page')),
                  },
                  {
                    path: 'billing/unbilled',
                    lazy: lazyPage(() => import('./routes/app/billing/billing-unbilled-page')),
                  },
                  {
                    path: 'billing/payments',
                    lazy: lazyPage(() => import('./routes/app/billing/billing-payments-page')),
                  },
                  {
                    path: 'billing/balances',
                    lazy: lazyPage(() => import('./routes/app/billing/billing-balances-page')),
                  },
                  {
                    path: 'billing/settings',
                    lazy: lazyPage(() => import('./routes/app/billing/billing-settings-page')),
                  },
                  {
                    path: 'billing/invoices/:id',
                    lazy: lazyPage(() => import('./routes/app/billing/invoice-page')),
                  },
                ],
              },
              {
                element: <RequirePermission permission="tasks.create" />,
                children: [
                  { path: 'tasks/new', lazy: lazyPage(() => import('./routes/app/tasks/task-new-page')) },
                ],
              },
              {
                element: <RequirePermission permission="tasks.view" />,
                children: [
                  { path: 'tasks', lazy: lazyPage(() => import('./routes/app/tasks/tasks-page')) },
                  {
                    path: 'tasks/:taskId',
                    loader: prefetchAfterSession('tasks.view', async ({ params }) =>
                      (await import('../features/tasks/api/task-api')).prefetchTaskPage(
                        queryClient,
                        params.taskId ?? '',
                      ),
                    ),
                    lazy: lazyPage(() => import('./routes/app/tasks/task-page')),
                  },
                  {
                    path: 'my-tasks',
                    loader: prefetchAfterSession('tasks.view', async () =>
                      queryClient.prefetchQuery(
                        (await import('../features/tasks/api/task-api')).myTasksQueryOptions(),
                      ),
                    ),
                    lazy: lazyPage(() => import('./routes/app/tasks/my-tasks-page')),
                  },
                  { path: 'projects', lazy: lazyPage(() => import('./routes/app/projects/projects-page')) },
                  {
                    // Each view of a project is a tab with its own URL (Gantt, Calendar… go here too).
                    path: 'projects/:id',
                    lazy: lazyPage(() => import('./routes/app/projects/project-page')),
                    children: [
                      {
                        index: true,
                        lazy: lazyPage(() => import('./routes/app/projects/project-tasks-page')),
                      },
                      {
                        path: 'board',
                        lazy: lazyPage(() => import('./routes/app/projects/project-board-page')),
                      },
                      {
                        path: 'milestones',
                        lazy: lazyPage(() => import('./routes/app/projects/project-milestones-page')),
                      },
                      {
                        path: 'gantt',
                        lazy: lazyPage(() => import('./routes/app/projects/project-gantt-page')),
                      },
                      {
                        path: 'calendar',
                        lazy: lazyPage(() => import('./routes/app/projects/project-calendar-page')),
                      },
                    ],
                  },
                  { path: 'board', lazy: lazyPage(() => import('./routes/app/tasks/board-page')) },
                  {
                    path: 'team-dashboard',
                    lazy: lazyPage(() => import('./routes/app/people/team-dashboard-page')),
                  },
                  { path: 'workload', lazy: lazyPage(() => import('./routes/app/people/workload-page')) },
                  {
                    path: 'my-calendar',
                    lazy: lazyPage(() => import('./routes/app/tasks/my-calendar-page')),
                  },
                ],
              },
            ],
          },
          { path: '*', lazy: lazyPage(() => import('./routes/not-found-page')) },
        ],
      },
    ],
  },
  // A client's request link (issue 41): public, no sign-in, no site header or app shell.
  {
    path: 'client',
    HydrateFallback: PageSpinner,
    lazy: lazyPage(() => import('../features/client-page/components/client-page')),
  },
  {
    path: 'admin',
    Component: RequireAuth,
    HydrateFallback: PageSpinner,
    children: [{ path: '*', lazy: lazyPage(() => import('./routes/admin/admin-app')) }],
  },
];
