import { PRODUCT_NAME } from '@taskflow/shared';

export interface PageMeta {
  /** Without the site name; the title tag adds it. */
  title: string;
  description: string;
}

const STATIC_META: Record<string, PageMeta> = {
  '/': {
    title: 'Task, project and leave management for growing teams',
    description:
      'TaskFlow brings tasks, projects with Gantt and calendar views, time tracking, reports and leave management into one place. Free for up to 10 teammates.',
  },
  '/feature': {
    title: 'Features',
    description:
      'Task management, project management, task tracker, reports and analytics, leave management and collaboration: the six parts of TaskFlow explained.',
  },
  '/pricing': {
    title: 'Pricing plans',
    description:
      'Personal is free forever for up to 10 teammates. Starter is ₹899 and Advanced ₹2,049 per user per month. 30-day money-back guarantee, no setup fees, cancel anytime.',
  },
  '/solutions': {
    title: 'Solutions by role',
    description: 'How TaskFlow helps project managers, HR and admins, remote teams and freelancers.',
  },
  '/demo': {
    title: 'Book a free demo',
    description:
      'Book a free 30-minute TaskFlow demo. See tasks, projects, time tracking, reports and leave management with your own use case.',
  },
  '/contactus': {
    title: 'Contact us',
    description:
      'Questions about TaskFlow? Send us a message: we reply within 2 to 4 hours on business days. Business hours Monday to Friday 9:00 AM to 6:00 PM.',
  },
  '/chatbot': {
    title: 'Help assistant',
    description:
      'Ask the TaskFlow help assistant about setting up your organization, tasks, projects and leave.',
  },
  '/privacy': {
    title: 'Privacy policy',
    description: 'What TaskFlow collects, why, how long we keep it and the choices you have.',
  },
  '/terms': {
    title: 'Terms of service',
    description: 'The terms for using TaskFlow: accounts, plans and billing, acceptable use and liability.',
  },
};

/** Title and description of a page with fixed copy; feature and solution pages describe themselves. */
export function getStaticPageMeta(pathname: string): PageMeta | undefined {
  return STATIC_META[pathname.replace(/\/+$/, '') || '/'];
}

export function fullTitle(meta: PageMeta): string {
  return `${meta.title} | ${PRODUCT_NAME}`;
}
