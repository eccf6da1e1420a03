/**
 * The guide's pages: where each lives, its name, its side-navigation group and its place in the tour
 * (spec section 2, Guide). The text of each page is `src/content/guide/<file>.md`, which the API's guide
 * search and help assistant read too; guide.test.ts checks each file's title against this list.
 */
export interface GuidePage {
  path: string;
  title: string;
  group: GuideGroup;
  /** The Markdown file under src/content/guide. */
  file: string;
  prev?: string;
  next?: string;
}

/** The spec's four groups first, then the parts of the app the spec does not cover. */
export const GUIDE_GROUPS = [
  'Instant',
  'Sign up / Log In Process',
  'Organization Setup',
  'Master Setup',
  'Projects and Tasks',
  'Time',
  'Leave',
  'Reports',
  'Industries',
  'Help',
  'Administration',
  'Integrations',
] as const;
export type GuideGroup = (typeof GUIDE_GROUPS)[number];

export const GUIDE_HOME = '/guide';

export const GUIDE_PAGES: readonly GuidePage[] = [
  { path: '/quickstart', title: 'Quick start', group: 'Instant', file: 'quickstart', next: '/signupprocess' },
  {
    path: '/signupprocess',
    title: 'Sign up process',
    group: 'Sign up / Log In Process',
    file: 'signupprocess',
    prev: '/quickstart',
    next: '/orgsetup',
  },
  {
    path: '/orgsetup',
    title: 'Organization setup',
    group: 'Organization Setup',
    file: 'orgsetup',
    prev: '/signupprocess',
    next: '/customersetup',
  },
  {
    path: '/customersetup',
    title: 'Customer Setup',
    group: 'Master Setup',
    file: 'customersetup',
    prev: '/orgsetup',
    next: '/role',
  },
  {
    path: '/role',
    title: 'Role Management',
    group: 'Master Setup',
    file: 'role',
    prev: '/customersetup',
    next: '/addevent',
  },
  {
    path: '/addevent',
    title: 'Add Event',
    group: 'Master Setup',
    file: 'addevent',
    prev: '/role',
    next: '/department',
  },
  {
    path: '/department',
    title: 'Department Setup',
    group: 'Master Setup',
    file: 'department',
    prev: '/addevent',
    next: '/project',
  },
  {
    path: '/project',
    title: 'Project Setup',
    group: 'Projects and Tasks',
    file: 'project',
    prev: '/department',
    next: '/taskmange',
  },
  {
    path: '/taskmange',
    title: 'Task Management',
    group: 'Projects and Tasks',
    file: 'taskmange',
    prev: '/project',
    next: '/report',
  },
  {
    path: '/leave-management',
    title: 'Leave Management',
    group: 'Leave',
    file: 'leave-management',
    prev: '/taskmange',
    // The spec links /reports, which has no page: /reports redirects here, so link the page itself.
    next: '/report',
  },
  {
    path: '/report',
    title: 'Report Generation Process',
    group: 'Reports',
    file: 'report',
    prev: '/leave-management',
  },
  // Parts of the app the spec does not list, after its own pages.
  {
    path: '/guide/planning',
    title: 'Gantt and planning',
    group: 'Projects and Tasks',
    file: 'guide-planning',
    next: '/guide/time',
  },
  {
    path: '/guide/time',
    title: 'Time and timesheets',
    group: 'Time',
    file: 'guide-time',
    prev: '/guide/planning',
    next: '/guide/leave-rules',
  },
  {
    path: '/guide/leave-rules',
    title: 'Leave rules and balances',
    group: 'Leave',
    file: 'guide-leave-rules',
    prev: '/guide/time',
    next: '/guide/imports',
  },
  {
    path: '/guide/imports',
    title: 'Importing your data',
    group: 'Organization Setup',
    file: 'guide-imports',
    prev: '/guide/leave-rules',
    next: '/guide/accounting-firms',
  },
  {
    path: '/guide/accounting-firms',
    title: 'Work for accounting firms',
    group: 'Industries',
    file: 'guide-accounting-firms',
    prev: '/guide/imports',
    next: '/guide/services',
  },
  {
    path: '/guide/services',
    title: 'Services and recurring client work',
    group: 'Industries',
    file: 'guide-services',
    prev: '/guide/accounting-firms',
    next: '/guide/compliance-matrix',
  },
  {
    path: '/guide/compliance-matrix',
    title: 'The compliance matrix',
    group: 'Industries',
    file: 'guide-compliance-matrix',
    prev: '/guide/services',
    next: '/guide/client-requests',
  },
  {
    path: '/guide/client-requests',
    title: 'Requests to clients',
    group: 'Industries',
    file: 'guide-client-requests',
    prev: '/guide/compliance-matrix',
    next: '/guide/client-link',
  },
  {
    // The page a firm sends its clients: public like every guide page, written for them.
    path: '/guide/client-link',
    title: 'Why did I get this link?',
    group: 'Industries',
    file: 'guide-client-link',
    prev: '/guide/client-requests',
    next: '/guide/billing',
  },
  {
    path: '/guide/billing',
    title: 'Billing clients',
    group: 'Industries',
    file: 'guide-billing',
    prev: '/guide/client-link',
    next: '/guide/assistant',
  },
  {
    path: '/guide/assistant',
    title: 'The help assistant',
    group: 'Help',
    file: 'guide-assistant',
    prev: '/guide/billing',
    next: '/guide/admin',
  },
  {
    path: '/guide/admin',
    title: 'Platform admin',
    group: 'Administration',
    file: 'guide-admin',
    prev: '/guide/assistant',
    next: '/guide/api',
  },
  {
    path: '/guide/api',
    title: 'The TaskFlow API',
    group: 'Integrations',
    file: 'guide-api',
    prev: '/guide/admin',
  },
];

/** Old or mistyped guide paths and where they now live. */
export const GUIDE_REDIRECTS: Readonly<Record<string, string>> = { '/reports': '/report' };

export function guidePageOf(path: string): GuidePage | undefined {
  const clean = path.replace(/\/+$/, '') || '/';
  return GUIDE_PAGES.find((page) => page.path === clean);
}

/** The pages of each group, groups in the navigation's order (empty groups left out). */
export function guideNavigation(): { group: GuideGroup; pages: GuidePage[] }[] {
  return GUIDE_GROUPS.map((group) => ({
    group,
    pages: GUIDE_PAGES.filter((page) => page.group === group),
  })).filter((entry) => entry.pages.length > 0);
}
