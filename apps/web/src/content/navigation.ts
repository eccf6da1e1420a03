import type { LucideIcon } from 'lucide-react';
import { BarChart3, CalendarCheck, CheckSquare, FolderKanban, Timer, Users } from 'lucide-react';

/** The six features of the spec, in its order; slugs are the public URLs. */
export const FEATURE_LINKS: { slug: string; title: string; description: string; icon: LucideIcon }[] = [
  {
    slug: 'task-management',
    title: 'Task Management',
    description: 'Assign work to people, link it to clients and projects, and see what is due.',
    icon: CheckSquare,
  },
  {
    slug: 'project-management',
    title: 'Project Management',
    description: 'Plan projects with milestones, Gantt and calendar views.',
    icon: FolderKanban,
  },
  {
    slug: 'task-tracker',
    title: 'Task Tracker',
    description: 'Track progress and time spent on every task.',
    icon: Timer,
  },
  {
    slug: 'reports',
    title: 'Reports & Analytics',
    description: 'Completed, pending and overdue work by client, person and team.',
    icon: BarChart3,
  },
  {
    slug: 'leave-management',
    title: 'Leave Management',
    description: 'Apply, approve and plan around leave with one shared calendar.',
    icon: CalendarCheck,
  },
  {
    slug: 'collaboration',
    title: 'Collaboration',
    description: 'Roles, departments and an organization tree for the whole firm.',
    icon: Users,
  },
];

/** The four solution pages, by role. */
export const SOLUTION_LINKS: { slug: string; role: string; description: string }[] = [
  { slug: 'project-manager', role: 'Project Managers', description: 'Deliver client projects on time.' },
  { slug: 'hr-admin', role: 'HR & Admins', description: 'Leave, people and roles without spreadsheets.' },
  { slug: 'remote-teams', role: 'Remote Teams', description: 'One place for work across time zones.' },
  { slug: 'freelancers', role: 'Freelancers', description: 'Clients, tasks and hours in one view.' },
];
