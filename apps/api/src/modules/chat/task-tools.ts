import {
  type ChatSource,
  ListQuerySchema,
  escapeMarkdown as md,
  type Task,
  TaskListQuerySchema,
} from '@taskflow/shared';
import { listCustomers } from '../customers';
import { listMyTasks, listTasks } from '../tasks';
import { type DataDeps, has, noAccess, noOrganization, type ToolResult } from './data-tool-common';

/** A task as a line of an answer: its id and title linked to it (both escaped: people typed them). */
function taskLine(task: Task, withAssignee: boolean): string {
  return `- [${md(task.displayId)} ${md(task.title)}](/app/tasks/${task.id}): due ${task.dueDate}, ${task.status}${withAssignee && task.assignee ? `, ${md(task.assignee.name)}` : ''}`;
}

/**
 * "What is overdue (for customer X)?", "What is overdue for me?": overdue tasks within the person's reach,
 * or only those assigned to them.
 */
export async function overdueTasks(
  deps: DataDeps,
  options: { customer?: string; mine?: boolean } = {},
): Promise<ToolResult> {
  const none = noOrganization(deps);
  if (none) return none;
  if (!has(deps.auth, 'tasks.view')) return noAccess('tasks');
  const customerName = options.customer?.trim();
  let customerId: string | undefined;
  let customerLabel = '';
  if (customerName) {
    if (!has(deps.auth, 'customers.view')) return noAccess('customers');
    const customers = await listCustomers(
      deps.db,
      deps.auth,
      ListQuerySchema.parse({ q: customerName, pageSize: 5 }),
    );
    const match =
      customers.data.find((c) => c.businessName.toLowerCase() === customerName.toLowerCase()) ??
      customers.data[0];
    if (!match) {
      return {
        text: `I found no customer named "${md(customerName)}" among the customers you can see.`,
        sources: [{ title: 'Customers', href: '/app/customers', kind: 'data' }],
      };
    }
    customerId = match.id;
    customerLabel = ` for ${match.businessName}`;
  }
  const query = TaskListQuerySchema.parse({
    overdue: 'true',
    pageSize: 25,
    ...(customerId ? { customerId } : {}),
    ...(options.mine ? { assigneeId: deps.auth.userId } : {}),
  });
  const { data, meta } = await listTasks(deps.db, deps.names, deps.auth, query);
  const href = options.mine
    ? '/app/my-tasks'
    : `/app/tasks?overdue=true${customerId ? `&customerId=${customerId}` : ''}`;
  const whose = options.mine ? ', assigned to you' : '';
  // A source's title is shown as text, never read as Markdown; the answer's words are.
  const sources: ChatSource[] = [
    { title: options.mine ? 'My tasks' : `Task List, overdue${customerLabel}`, href, kind: 'data' },
  ];
  const forCustomer = md(customerLabel);
  if (data.length === 0)
    return {
      text: `Nothing is overdue${forCustomer}${whose} among the tasks you can see.`,
      sources,
    };
  const lines = data.map((task) => taskLine(task, !options.mine));
  const more = meta.total > data.length ? `\n\n…and ${meta.total - data.length} more in the Task List.` : '';
  return { text: `Overdue${forCustomer}${whose} (${meta.total}):\n\n${lines.join('\n')}${more}`, sources };
}

/** Rows listed per group of My tasks; the page linked has them all. */
const ROWS_PER_GROUP = 10;

export const MY_TASK_WINDOWS = ['all', 'today', 'this week'] as const;
export type MyTaskWindow = (typeof MY_TASK_WINDOWS)[number];

/**
 * "What are my open tasks?", "What is due today?": the person's open tasks as My tasks groups them
 * (Overdue, Today, This week, Later), all or only those due today or by the end of the week.
 */
export async function myTasks(deps: DataDeps, window: MyTaskWindow = 'all'): Promise<ToolResult> {
  const none = noOrganization(deps);
  if (none) return none;
  if (!has(deps.auth, 'tasks.view')) return noAccess('tasks');
  const mine = await listMyTasks(deps.db, deps.auth);
  const sources: ChatSource[] = [{ title: 'My tasks', href: '/app/my-tasks', kind: 'data' }];
  const wanted = window === 'today' ? ['today'] : window === 'this week' ? ['today', 'thisWeek'] : undefined;
  const groups = mine.groups.filter((group) => !wanted || wanted.includes(group.key));
  const count = groups.reduce((sum, group) => sum + group.tasks.length, 0);
  const what =
    window === 'today'
      ? 'due today'
      : window === 'this week'
        ? `due by the end of the week (${mine.weekEnd})`
        : 'open';
  if (count === 0) return { text: `You have no tasks ${what}.`, sources };
  const parts = groups
    .filter((group) => group.tasks.length > 0)
    .map((group) => {
      const shown = group.tasks.slice(0, ROWS_PER_GROUP).map((task) => taskLine(task, false));
      const more =
        group.tasks.length > shown.length ? `\n- …and ${group.tasks.length - shown.length} more` : '';
      return `**${group.label}** (${group.tasks.length})\n\n${shown.join('\n')}${more}`;
    });
  const heading = window === 'all' ? `Your open tasks (${mine.total})` : `Your tasks ${what} (${count})`;
  return { text: `${heading}:\n\n${parts.join('\n\n')}`, sources };
}
