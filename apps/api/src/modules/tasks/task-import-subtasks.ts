import { CreateSubtaskBodySchema } from '@taskflow/shared';
import type { ParentOutcome } from './task-import-parents';
import type { ImportPerson, PersonMatch } from './task-import-people';
import { type ImportProblems, quoted, type RowReader } from './task-import-rows';
import { repeatOf, statusOf } from './task-import-words';

/** A row that becomes a subtask of another row's task: its title, assignee and whether it is done. */
export interface SubtaskRow {
  index: number;
  parent: number;
  title: string;
  assigneeId: string | null;
  doneAt: Date | null;
}

/**
 * The rows with a parent in the file, as subtasks. A parent the file does not have leaves the row a
 * task of its own (noted); a subtask's unknown assignee leaves it unassigned (noted), as a subtask needs
 * no one. A subtask does not repeat: a Repeat cell on its row is noted and left out.
 */
export function readSubtasks(
  reader: RowReader,
  parents: ParentOutcome[],
  matchPerson: (cell: string) => PersonMatch<ImportPerson> | undefined,
  completionOf: (index: number, line: number) => { at?: Date } | undefined,
  problems: ImportProblems,
): SubtaskRow[] {
  const subtasks: SubtaskRow[] = [];
  parents.forEach((outcome, index) => {
    const line = reader.lineOf(index);
    if (!outcome) return;
    if ('missing' in outcome) {
      problems.note(
        line,
        'parent',
        `No row of the file is the task ${quoted(outcome.missing)}: imported as a task of its own`,
      );
      return;
    }
    if ('ambiguous' in outcome) {
      problems.fail(
        line,
        'parent',
        `More than one row of the file is ${quoted(outcome.ambiguous)}: use the ID column`,
      );
      return;
    }
    const title = CreateSubtaskBodySchema.shape.title.safeParse(reader.cell(index, 'title'));
    if (!title.success) problems.fail(line, 'title', title.error.issues[0]?.message ?? 'Subtask is required');
    if (outcome.joinedTopmost)
      problems.note(
        line,
        'parent',
        `Its parent is a subtask itself: added to ${quoted(reader.cell(outcome.parent, 'title'))} as a subtask`,
      );
    const named = reader.cell(index, 'assignee');
    const email = reader.cell(index, 'assigneeEmail');
    const matches = [named ? matchPerson(named) : undefined, email ? matchPerson(email) : undefined];
    const found = matches.find((match) => match && 'person' in match);
    if (!found && (named || email))
      problems.note(line, 'assignee', `No member named ${quoted(named || email)}: the subtask is unassigned`);
    const repeat = reader.cell(index, 'repeat');
    if (repeatOf(repeat) !== null)
      problems.note(line, 'repeat', `Subtasks do not repeat: ${quoted(repeat)} is not imported`);
    const done =
      completionOf(index, line) ?? (statusOf(reader.cell(index, 'status')) === 'Completed' ? {} : undefined);
    subtasks.push({
      index,
      parent: outcome.parent,
      title: title.data ?? '',
      assigneeId: found && 'person' in found ? found.person.id : null,
      doneAt: done ? (done.at ?? new Date()) : null,
    });
  });
  return subtasks;
}

export const subtasksNote = (count: number) =>
  `${count === 1 ? '1 row is a subtask' : `${count} rows are subtasks`} of another row: added to its task as a subtask (its title, assignee and whether it is done; subtasks have no dates of their own).`;
