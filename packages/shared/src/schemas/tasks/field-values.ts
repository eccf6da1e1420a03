// Section 3 / guide "Task Management": Customer, Assign To, Task Title and Due Date required; Work Type,
// Priority, Task Type, Description optional. Section 4: priorities and statuses.
export const TASK_STATUSES = ['Pending', 'In Progress', 'Completed', 'On Hold'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export const TASK_PRIORITIES = ['Critical', 'High', 'Medium', 'Low'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];
/** A priority as the database keeps it (its rank: 1 is Critical) by its name; an unknown rank reads Medium. */
export const priorityOfRank = (rank: number): TaskPriority => TASK_PRIORITIES[rank - 1] ?? 'Medium';
/** Built in; an organization adds its own (GET/POST /tasks/work-types). */
export const BUILT_IN_WORK_TYPES = ['General Task', 'Development', 'Design'] as const;

export const TASK_TITLE_MAX = 300;
export const TASK_DESCRIPTION_MAX = 20_000;
export const TASK_TYPE_MAX = 100;
export const WORK_TYPE_MAX = 60;
export const TASK_ESTIMATE_MAX = 10_000;

export const TASK_CUSTOMER_REQUIRED = 'Customer is required';
export const TASK_ASSIGNEE_REQUIRED = 'Assign To is required';
export const TASK_TITLE_REQUIRED = 'Task Title is required';
export const TASK_DUE_REQUIRED = 'Due Date is required';
export const TASK_DUE_BEFORE_START = 'Due Date cannot be before Start Date';
export const TASK_STATUS_INVALID = 'Choose Pending, In Progress, Completed or On Hold';
export const TASK_PRIORITY_INVALID = 'Choose Critical, High, Medium or Low';
export const TASK_ESTIMATE_INVALID = `Estimate must be between 0 and ${TASK_ESTIMATE_MAX} hours`;
export const TASK_WORK_TYPE_INVALID = 'Choose a work type of your organization';
