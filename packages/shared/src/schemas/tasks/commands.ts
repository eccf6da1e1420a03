import { z } from 'zod';
import { optionalDay, requiredDay, requiredId } from '../projects';
import {
  description,
  dueNotBeforeStart,
  estimateHours,
  optionalRef,
  priority,
  status,
  taskType,
  title,
  workType,
} from './field-schemas';
import {
  TASK_ASSIGNEE_REQUIRED,
  TASK_CUSTOMER_REQUIRED,
  TASK_DUE_BEFORE_START,
  TASK_DUE_REQUIRED,
} from './field-values';
import { RecurrenceBodySchema } from './recurrence';

export const BULK_MAX = 500;

/**
 * POST /tasks (Assign New Task). A task in a project is for the project's customer: without a customer
 * it takes the project's; without a project the customer is required.
 */
export const CreateTaskBodySchema = z
  .object({
    customerId: requiredId(TASK_CUSTOMER_REQUIRED).optional(),
    assigneeId: requiredId(TASK_ASSIGNEE_REQUIRED),
    title,
    dueDate: requiredDay(TASK_DUE_REQUIRED),
    workType: workType.default('General Task'),
    priority: priority.default('Medium'),
    taskType: taskType.nullable(),
    description: description.nullable(),
    projectId: optionalRef('Choose a project of your organization'),
    departmentId: optionalRef('Choose a department of your organization'),
    status: status.default('Pending'),
    startDate: optionalDay(),
    estimateHours,
    watcherIds: z
      .array(z.uuid({ error: 'Choose watchers from your organization' }))
      .max(50, 'At most 50 watchers')
      .default([]),
    recurrence: RecurrenceBodySchema.nullish(),
  })
  .refine(dueNotBeforeStart, { message: TASK_DUE_BEFORE_START, path: ['dueDate'] })
  // Judged even when other fields are refused, so a form shows every missing field at once.
  .refine((body) => Boolean(body?.customerId || body?.projectId), {
    message: TASK_CUSTOMER_REQUIRED,
    path: ['customerId'],
    when: () => true,
  });
export type CreateTaskBody = z.input<typeof CreateTaskBodySchema>;
export type CreateTaskInput = z.output<typeof CreateTaskBodySchema>;

/** The most open subtasks one reassignment moves along. */
export const TASK_SUBTASKS_MOVE_MAX = 200;

/** PATCH /tasks/:id: any subset of the fields, edited in place; null clears an optional one. */
export const UpdateTaskBodySchema = z
  .object({
    customerId: requiredId(TASK_CUSTOMER_REQUIRED).optional(),
    assigneeId: requiredId(TASK_ASSIGNEE_REQUIRED).optional(),
    title: title.optional(),
    dueDate: requiredDay(TASK_DUE_REQUIRED).optional(),
    workType: workType.optional(),
    priority: priority.optional(),
    taskType: taskType.nullable(),
    description: description.nullable(),
    projectId: z.uuid({ error: 'Choose a project of your organization' }).nullable().optional(),
    departmentId: z.uuid({ error: 'Choose a department of your organization' }).nullable().optional(),
    status: status.optional(),
    startDate: optionalDay().optional(),
    estimateHours: estimateHours.optional(),
    /**
     * With a new assignee: open subtasks of this task that move to them too, in the same transaction.
     * Named one by one (not "all open ones") so an undo moves back exactly the ones that moved.
     */
    moveSubtaskIds: z
      .array(z.uuid({ error: 'Choose subtasks of this task' }))
      .max(TASK_SUBTASKS_MOVE_MAX, `Move at most ${TASK_SUBTASKS_MOVE_MAX} subtasks at once`)
      .optional(),
  })
  .refine(dueNotBeforeStart, { message: TASK_DUE_BEFORE_START, path: ['dueDate'] })
  .refine((body) => !body.moveSubtaskIds?.length || body.assigneeId, {
    message: 'Choose the new assignee the subtasks move to',
    path: ['assigneeId'],
  });
export type UpdateTaskBody = z.input<typeof UpdateTaskBodySchema>;
export type UpdateTaskInput = z.output<typeof UpdateTaskBodySchema>;

export const BulkUpdateTasksBodySchema = z.object({
  taskIds: z
    .array(z.uuid({ error: 'Choose tasks' }))
    .min(1, 'Choose at least one task')
    .max(BULK_MAX, `Choose at most ${BULK_MAX} tasks`)
    .transform((ids) => [...new Set(ids)]),
  changes: z
    .object({
      status: status.optional(),
      assigneeId: z.uuid({ error: 'Choose a person' }).optional(),
      priority: priority.optional(),
      dueDate: requiredDay(TASK_DUE_REQUIRED).optional(),
      /** With assigneeId: each task's open subtasks still with its previous assignee go along (the answer names them). */
      moveOpenSubtasks: z.boolean().optional(),
      /** With assigneeId: these open subtasks of the selected tasks go along (an undo names the ones that moved). */
      moveSubtaskIds: UpdateTaskBodySchema.shape.moveSubtaskIds,
    })
    .refine((value) => Object.keys(value).length > 0, 'Choose a change')
    .refine((value) => !(value.moveOpenSubtasks || value.moveSubtaskIds?.length) || value.assigneeId, {
      message: 'Choose the new assignee the subtasks move to',
      path: ['assigneeId'],
    }),
});
export type BulkUpdateTasksBody = z.input<typeof BulkUpdateTasksBodySchema>;

export const BulkUpdateResultSchema = z.object({
  updated: z.number(),
  /** Subtasks that moved with their task to its new assignee, per task. */
  movedSubtasks: z.array(z.object({ taskId: z.string(), subtaskIds: z.array(z.string()) })),
});
export type BulkUpdateResult = z.infer<typeof BulkUpdateResultSchema>;

export const BulkDeleteTasksBodySchema = z.object({
  taskIds: BulkUpdateTasksBodySchema.shape.taskIds,
});
