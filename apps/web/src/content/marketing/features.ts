import type { FeatureSlug } from '@taskflow/shared';
import type { PageMeta } from './seo';

export interface FeatureSection {
  title: string;
  description: string;
}

export interface FeatureContent {
  slug: FeatureSlug;
  title: string;
  /** One line for lists and menus. */
  summary: string;
  heading: string;
  subheading: string;
  /** Four short benefits: the features list shows them, the detail page repeats them. */
  benefits: string[];
  sections: FeatureSection[];
  overview: string;
  keyFeatures: string[];
  security: string[];
  faqs: { question: string; answer: string }[];
  /** Which product mockup illustrates it. */
  illustration: 'tasks' | 'gantt' | 'timer' | 'report' | 'leave' | 'team';
}

/** Copy for the six features: what the app does today, in plain words. */
export const FEATURES: FeatureContent[] = [
  {
    slug: 'task-management',
    title: 'Task Management',
    summary: 'Assign work to people, link it to clients and projects, and see what is due.',
    heading: 'Every task has an owner, a client and a due date',
    subheading:
      'Create a task in seconds, assign it to a colleague, link it to a customer, project or department, and follow it from Pending to Completed.',
    benefits: [
      'Assign tasks to any member of your organization',
      'Link each task to a customer, project or department',
      'Four priorities: Critical, High, Medium and Low',
      'Full history of every change on a task',
    ],
    sections: [
      {
        title: 'Create and assign',
        description:
          'Pick the customer, the person it is assigned to, the work type and the due date; add a title, priority and description. The assignee is notified at once.',
      },
      {
        title: 'One list, four statuses',
        description:
          'Tasks move through Pending, In Progress, Completed and On Hold. Filter the list by status, priority, assignee, customer or due date.',
      },
      {
        title: 'Nothing is lost',
        description:
          'Every edit is kept in the task history: who changed the status, the due date or the assignee, and when.',
      },
    ],
    overview:
      'Task Management is the heart of TaskFlow. Each task carries its customer, assignee, work type (General Task, Development, Design and your own), priority, description and due date, and shows its Task ID, creation and due dates in the list.',
    keyFeatures: [
      'Task list with Task ID, company, creation and due dates',
      'Edit and History actions on every task',
      'Work types such as General Task, Development and Design',
      'Priorities: Critical, High, Medium, Low',
      'Statuses: Pending, In Progress, Completed, On Hold',
      'Filters by status, priority, person, customer and date',
    ],
    security: [
      'People only see the tasks of their own organization',
      'Role permissions decide who may create, edit or delete tasks',
      'Every change is recorded in the task history',
    ],
    faqs: [
      {
        question: 'Can a task belong to a project and a customer at the same time?',
        answer:
          'Yes. A task always has a customer and can also be linked to one of that customer’s projects or to a department.',
      },
      {
        question: 'Who can see a task?',
        answer:
          'Members of your organization with permission to view tasks. Nobody outside your organization can see it.',
      },
      {
        question: 'Can I change the list of work types?',
        answer:
          'Yes. General Task, Development and Design are provided; administrators can add the types their firm uses.',
      },
    ],
    illustration: 'tasks',
  },
  {
    slug: 'project-management',
    title: 'Project Management',
    summary: 'Plan projects with milestones, Gantt and calendar views.',
    heading: 'Plan client projects from kickoff to final delivery',
    subheading:
      'Give every project a lead, a team, start and target end dates and milestones, then follow it on a Gantt chart or a calendar.',
    benefits: [
      'Gantt chart with dependencies and drag to reschedule',
      'Calendar view of tasks, milestones and events',
      'Milestones for kickoff, phases, reviews and delivery',
      'A project lead and team for every project',
    ],
    sections: [
      {
        title: 'Set up in a minute',
        description:
          'Name the project, choose the customer and the project lead, set the start and target end dates and add team members.',
      },
      {
        title: 'See the timeline',
        description:
          'The Gantt view shows tasks and milestones over time; drag a bar to reschedule it. The calendar shows the same work by month, week or day.',
      },
      {
        title: 'Milestones that mean something',
        description:
          'Mark kickoff, development phases, review points and final delivery, and see at a glance which ones are at risk.',
      },
    ],
    overview:
      'Projects group the tasks you do for a customer. Each project has a name, a description, a customer, a project lead, a team, start and target end dates, and milestones along its timeline.',
    keyFeatures: [
      'Project list with lead, customer, dates and progress',
      'Gantt chart with task dependencies',
      'Month, week and day calendar views',
      'Milestones: kickoff, phases, reviews, delivery',
      'Project report of completed, pending and overdue work',
      'Team members chosen from your organization',
    ],
    security: [
      'Only people with the Create Project permission can create projects',
      'Project reports follow the Project Report permission',
      'Projects are visible only inside your organization',
    ],
    faqs: [
      {
        question: 'Does the Gantt chart support dependencies?',
        answer:
          'Yes. Link tasks so one starts after another finishes; moving the first one shows the effect on the rest.',
      },
      {
        question: 'Can one customer have several projects?',
        answer:
          'Yes. A customer can have any number of projects, each with its own lead, team and milestones.',
      },
      {
        question: 'Is there a calendar for the whole firm?',
        answer:
          'Yes. The calendar shows tasks, milestones, events and important days for everyone you are allowed to see.',
      },
    ],
    illustration: 'gantt',
  },
  {
    slug: 'task-tracker',
    title: 'Task Tracker',
    summary: 'Track progress and time spent on every task.',
    heading: 'Know where every task stands and how long it took',
    subheading:
      'Start a timer when you begin, stop it when you are done, or add time afterwards. Progress and hours roll up to projects and reports.',
    benefits: [
      'One-click timer on any task',
      'Manual time entries for work done offline',
      'On-time and overdue status for every task',
      'Hours roll up to projects, people and customers',
    ],
    sections: [
      {
        title: 'Time where the work is',
        description:
          'The timer lives on the task itself, so hours are always linked to the right customer and project.',
      },
      {
        title: 'Progress at a glance',
        description:
          'See which tasks are pending, in progress or completed, and which were finished on time or late.',
      },
      {
        title: 'Timesheets without the chase',
        description:
          'Each person sees their week of time entries; managers see their team’s, ready for billing or review.',
      },
    ],
    overview:
      'The task tracker follows each task’s status and the time spent on it. Time entries are recorded against the task, so totals by person, project and customer are always available.',
    keyFeatures: [
      'Start and stop timer on a task',
      'Manual time entries with notes',
      'Weekly view of your own entries',
      'Team time for managers',
      'On-time and overdue judgement on completion',
      'Totals by task, project, person and customer',
    ],
    security: [
      'You can edit only your own time entries unless your role allows more',
      'Managers see time for the teams they manage',
      'Time data never leaves your organization',
    ],
    faqs: [
      {
        question: 'What if I forget to start the timer?',
        answer:
          'Add a manual time entry with the date, duration and a note; it counts exactly like timed work.',
      },
      {
        question: 'How is “on time” decided?',
        answer:
          'A task completed on or before its due date is on time; one completed after it, or still open past it, is overdue.',
      },
      {
        question: 'Can I export time entries?',
        answer:
          'Yes. The time report downloads as CSV (Download permission) or Excel (Export Report permission), and billable time exports as CSV for invoicing.',
      },
    ],
    illustration: 'timer',
  },
  {
    slug: 'reports',
    title: 'Reports & Analytics',
    summary: 'Completed, pending and overdue work by client, person and team.',
    heading: 'Reports that answer “are we on track?”',
    subheading:
      'See completed, pending and in-process work, on time and overdue, by company and by person, with totals, and export it when you need to share.',
    benefits: [
      'Completed, pending and in-process counts',
      'On-time and overdue analysis',
      'By company, by person and for the whole team',
      'Export to CSV, Excel and PDF',
    ],
    sections: [
      {
        title: 'The numbers that matter',
        description:
          'Each row shows a company and a person with completed, pending, in-process, on-time, overdue and total tasks, plus a grand total.',
      },
      {
        title: 'Team task report',
        description: 'Managers see the whole team in one table and spot who is overloaded or falling behind.',
      },
      {
        title: 'Share it',
        description:
          'Download reports as CSV or Excel for spreadsheets, and the Summary, Custom and dashboard reports as PDF. A saved report can arrive by email every Monday or on the 1st of each month.',
      },
    ],
    overview:
      'Reports are computed from your live tasks, so they are never out of date. Filter by date range, customer, project or person and export the result.',
    keyFeatures: [
      'Report by company and user',
      'Completed, pending, in process, on time, overdue',
      'Totals and grand total',
      'Team task report for managers',
      'Date range and customer filters',
      'CSV, Excel and PDF export',
      'Saved reports emailed weekly or monthly',
    ],
    security: [
      'Generate, View, Download and Export permissions are separate',
      'View All User decides who sees everyone’s figures',
      'Exports contain only data the requester may see',
    ],
    faqs: [
      {
        question: 'Are reports real time?',
        answer: 'Yes. They are calculated from the current state of your tasks each time you open them.',
      },
      {
        question: 'Can employees see everyone’s numbers?',
        answer: 'Only if their role has the View All User permission. Otherwise they see their own.',
      },
      {
        question: 'Which export formats are available?',
        answer:
          'CSV and Excel for every report; PDF for the Summary and Custom reports and the dashboard. The Detailed report is a table for spreadsheets, so it has no PDF.',
      },
    ],
    illustration: 'report',
  },
  {
    slug: 'leave-management',
    title: 'Leave Management',
    summary: 'Apply, approve and plan around leave with one shared calendar.',
    heading: 'Leave requests without email threads',
    subheading:
      'Employees apply in a minute, managers approve or reject with a comment, and everyone sees who is away on the calendar.',
    benefits: [
      'Apply for annual, sick, personal or emergency leave',
      'Approve or reject with comments',
      'Automatic notification of the decision',
      'Holidays and leave on one calendar',
    ],
    sections: [
      {
        title: 'Apply',
        description:
          'Choose the leave type, the dates, the reason, your address during leave and an emergency contact, and optionally who covers your work.',
      },
      {
        title: 'Decide',
        description:
          'Requests wait as Pending for the manager, who approves or rejects them with a comment. The employee is notified automatically.',
      },
      {
        title: 'Plan',
        description:
          'Approved leave and company holidays appear on the calendar, so nobody schedules a deadline on the day a key person is away.',
      },
    ],
    overview:
      'Leave Management covers the whole cycle: application, approval and planning. The list shows each employee’s name and ID, leave type, dates, total days, status and when they applied.',
    keyFeatures: [
      'Leave types: Annual, Sick, Personal, Emergency and more',
      'Statuses: Pending, Approved, Rejected with comments',
      'Work assignment while you are away',
      'Company holidays',
      'Leave on the shared calendar',
      'Notifications to employee and manager',
    ],
    security: [
      'Apply, View and Accept Leave are separate permissions',
      'Only managers with Accept Leave can decide requests',
      'Emergency contacts are visible only to those who handle leave',
    ],
    faqs: [
      {
        question: 'Who approves leave?',
        answer:
          'A manager whose role includes the Accept Leave permission. The employee is notified of the decision.',
      },
      {
        question: 'Can I add our public holidays?',
        answer: 'Yes. Administrators add holidays, which then appear on everyone’s calendar.',
      },
      {
        question: 'Can an employee cancel a pending request?',
        answer: 'Yes, while it is still pending.',
      },
    ],
    illustration: 'leave',
  },
  {
    slug: 'collaboration',
    title: 'Collaboration',
    summary: 'Roles, departments and an organization tree for the whole firm.',
    heading: 'The right people, with the right access',
    subheading:
      'Admins, Managers and Users with fine-grained role permissions, departments and an organization tree, events and important dates, and notifications that reach the right person.',
    benefits: [
      'Fine-grained role permissions',
      'Departments and an organization tree',
      'Events and important days on the calendar',
      'Notifications for assignments and decisions',
    ],
    sections: [
      {
        title: 'Roles you define',
        description:
          'Create roles with a name, a description and exactly the permissions they need: leave, notifications, projects, reports and roles, each with Select All.',
      },
      {
        title: 'Your structure',
        description: 'Group people into departments and see reporting lines on the organization tree.',
      },
      {
        title: 'Shared dates',
        description:
          'Add meetings, trainings, social events and announcements with date, time, duration and location, with reminders a week, a day or an hour before.',
      },
    ],
    overview:
      'Collaboration features hold your firm together: who you are (organization tree and departments), what people may do (roles and permissions) and what is happening (events, important days and notifications).',
    keyFeatures: [
      'Roles with permission groups and Select All',
      'Departments with descriptions',
      'Organization tree',
      'Events: Meeting, Training, Social, Announcement',
      'Reminders 1 week, 1 day and 1 hour before',
      'In-app notifications',
    ],
    security: [
      'Permission checks on the server for every action',
      'Each organization’s data is separated from every other',
      'Session history shows where your account is signed in',
    ],
    faqs: [
      {
        question: 'What roles come built in?',
        answer:
          'Admin, Manager and User (Employee). You can edit them or create your own with the permissions you choose.',
      },
      {
        question: 'Can I invite people from another company?',
        answer: 'Each organization is separate. Invite people into your organization to work together.',
      },
      {
        question: 'Do events send reminders?',
        answer: 'Yes: one week, one day or one hour before, as you choose.',
      },
    ],
    illustration: 'team',
  },
];

export function getFeature(slug: string | undefined): FeatureContent | undefined {
  return FEATURES.find((feature) => feature.slug === slug);
}

export function featureMeta(feature: FeatureContent): PageMeta {
  return { title: feature.title, description: `${feature.summary} ${feature.subheading}`.slice(0, 160) };
}
