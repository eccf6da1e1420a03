import type { CreateTaskInput, TaskImportResult } from '@taskflow/shared';
import { type CustomerRef, type ProjectRef, projectName } from './task-import-records';
import type { RowReader } from './task-import-rows';
import type { SubtaskRow } from './task-import-subtasks';

const PREVIEW_ROWS = 50;

/** A row that becomes a task, as checked: its fields, and the client and project it is for. */
export interface TaskRow {
  index: number;
  line: number;
  input: CreateTaskInput;
  /** The row's own client (or the default one); without it, the task is for its project's client. */
  customer?: CustomerRef;
  customerName: string;
  project?: ProjectRef;
  completedAt?: Date;
}

/** The file's first rows as they would be created: a subtask under its parent's title. */
export function previewRows(
  reader: RowReader,
  taskRows: TaskRow[],
  subtaskRows: SubtaskRow[],
  nameOf: (personId: string | null) => string,
): TaskImportResult['preview'] {
  const taskOfRow = new Map(taskRows.map((row) => [row.index, row]));
  const subtaskOfRow = new Map(subtaskRows.map((row) => [row.index, row]));
  const preview: TaskImportResult['preview'] = [];
  for (let index = 0; index < reader.rows.length && preview.length < PREVIEW_ROWS; index++) {
    const task = taskOfRow.get(index);
    const subtask = subtaskOfRow.get(index);
    const parent = subtask ? taskOfRow.get(subtask.parent) : undefined;
    if (task)
      preview.push({
        line: task.line,
        title: task.input.title,
        customer: task.customerName,
        assignee: nameOf(task.input.assigneeId),
        dueDate: task.input.dueDate,
        status: task.input.status,
        priority: task.input.priority,
        project: task.project ? projectName(task.project) : '',
        parent: null,
      });
    else if (subtask && parent)
      preview.push({
        line: reader.lineOf(index),
        title: subtask.title,
        customer: parent.customerName,
        assignee: nameOf(subtask.assigneeId),
        dueDate: '',
        status: subtask.doneAt ? 'Completed' : 'Pending',
        priority: '',
        project: parent.project ? projectName(parent.project) : '',
        parent: parent.input.title,
      });
  }
  return preview;
}
