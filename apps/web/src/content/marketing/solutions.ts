import type { SolutionSlug } from '@taskflow/shared';
import type { PageMeta } from './seo';

export interface SolutionContent {
  slug: SolutionSlug;
  role: string;
  title: string;
  /** The highlighted words of the hero title. */
  highlighted: string;
  description: string;
  /** What the role gets, shown as the hero bullet list. */
  points: string[];
  /** Four extra feature cards. */
  features: {
    title: string;
    description: string;
    icon: 'tasks' | 'calendar' | 'chart' | 'users' | 'timer' | 'shield' | 'bell' | 'folder';
  }[];
  bannerTitle: string;
  bannerText: string;
  /** A screenshot of the part of the app the role lives in (public/marketing/walkthrough). */
  image: { file: string; alt: string; caption: string };
}

export const SOLUTIONS: SolutionContent[] = [
  {
    slug: 'project-manager',
    role: 'Project Managers',
    title: 'Deliver client projects',
    highlighted: 'on time, every time',
    description:
      'Plan with milestones and a Gantt chart, assign tasks to your team, and see at a glance what is on time and what is overdue.',
    points: [
      'Projects with a lead, team, dates and milestones',
      'Gantt and calendar views of the same plan',
      'Team task report with overdue work highlighted',
    ],
    features: [
      {
        title: 'Milestones',
        description: 'Kickoff, phases, reviews and final delivery on one timeline.',
        icon: 'folder',
      },
      {
        title: 'Gantt chart',
        description: 'Dependencies between tasks; drag a bar to reschedule.',
        icon: 'calendar',
      },
      {
        title: 'Team workload',
        description: 'Completed, pending and overdue work for each person.',
        icon: 'chart',
      },
      {
        title: 'Assignments',
        description: 'Assign tasks linked to a customer, project or department.',
        icon: 'tasks',
      },
    ],
    bannerTitle: 'Your projects in your pocket',
    bannerText:
      'TaskFlow works in any phone browser: check the plan, update a task or approve leave on the way.',
    image: {
      file: '6-calendar',
      alt: 'The TaskFlow calendar in month view, with holidays, meetings and customer anniversaries',
      caption: 'The calendar: deadlines, meetings, holidays and client dates in one view.',
    },
  },
  {
    slug: 'hr-admin',
    role: 'HR & Admins',
    title: 'People, leave and roles',
    highlighted: 'without spreadsheets',
    description:
      'Set up departments and roles, handle leave requests with one click, and keep holidays and important dates in one calendar.',
    points: [
      'Leave applications with approval and comments',
      'Departments, organization tree and roles',
      'Company holidays and important days',
    ],
    features: [
      {
        title: 'Leave approvals',
        description: 'Approve or reject with a comment; the employee is notified.',
        icon: 'calendar',
      },
      {
        title: 'Roles & permissions',
        description: 'Decide exactly who can view, apply and approve.',
        icon: 'shield',
      },
      {
        title: 'Departments',
        description: 'Group people and see reporting lines on the org tree.',
        icon: 'users',
      },
      {
        title: 'Events & reminders',
        description: 'Trainings and announcements with automatic reminders.',
        icon: 'bell',
      },
    ],
    bannerTitle: 'Approve leave from anywhere',
    bannerText: 'Pending requests are one tap away on your phone, with the team calendar beside them.',
    image: {
      file: '5-org-tree',
      alt: 'The TaskFlow organization tree, showing who reports to whom with job titles and departments',
      caption: 'The organization tree: reporting lines, job titles and departments at a glance.',
    },
  },
  {
    slug: 'remote-teams',
    role: 'Remote Teams',
    title: 'One place for work',
    highlighted: 'across time zones',
    description:
      'Everyone sees the same tasks, deadlines and calendar, gets notified when something changes, and logs time where the work is.',
    points: [
      'Shared task list and calendar for the whole team',
      'Notifications for assignments and decisions',
      'Time tracking on every task',
    ],
    features: [
      {
        title: 'Notifications',
        description: 'Know when you are assigned a task or a request is decided.',
        icon: 'bell',
      },
      {
        title: 'Shared calendar',
        description: 'Tasks, milestones, leave and events in one view.',
        icon: 'calendar',
      },
      { title: 'Time tracking', description: 'A timer on each task, or add time afterwards.', icon: 'timer' },
      { title: 'Clear ownership', description: 'Every task has one assignee and a due date.', icon: 'tasks' },
    ],
    bannerTitle: 'Work from wherever you are',
    bannerText: 'The whole app runs in the browser on phone, tablet or laptop, in light or dark mode.',
    image: {
      file: '8-people',
      alt: 'The TaskFlow people directory with job titles, roles, departments and managers',
      caption: 'The people directory: who does what, in which team, and who to ask.',
    },
  },
  {
    slug: 'freelancers',
    role: 'Freelancers',
    title: 'Clients, tasks and hours',
    highlighted: 'in one view',
    description:
      'Keep each client’s work apart, know what is due this week, and have your hours ready when it is time to invoice. Free for up to 10 teammates.',
    points: [
      'Tasks and projects grouped by customer',
      'Hours per client, ready for invoicing',
      'The Personal plan is free forever',
    ],
    features: [
      {
        title: 'Customers',
        description: 'Each client with contact details and their projects.',
        icon: 'users',
      },
      {
        title: 'Hours by client',
        description: 'Time entries roll up to customers and projects.',
        icon: 'timer',
      },
      { title: 'Due this week', description: 'Filter tasks by due date and priority.', icon: 'tasks' },
      { title: 'Reports to share', description: 'Export completed work as CSV or PDF.', icon: 'chart' },
    ],
    bannerTitle: 'Your business on your phone',
    bannerText: 'Log time and check deadlines from any phone browser, no app store needed.',
    image: {
      file: '7-customers',
      alt: 'The TaskFlow customer list with contact details, industries and anniversaries',
      caption: 'The customer list: every client with contacts, industry and anniversary.',
    },
  },
];

export function getSolution(slug: string | undefined): SolutionContent | undefined {
  return SOLUTIONS.find((solution) => solution.slug === slug);
}

export function solutionMeta(solution: SolutionContent): PageMeta {
  return { title: `TaskFlow for ${solution.role}`, description: solution.description.slice(0, 160) };
}
