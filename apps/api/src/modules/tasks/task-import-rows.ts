import {
  type ImportDateCell,
  normalizeImportHeader,
  TASK_IMPORT_FIELDS,
  TASK_IMPORT_ID_HEADERS,
  type TaskImportField,
  type TaskImportMapping,
  type TaskImportResult,
} from '@taskflow/shared';
import type { CsvRow } from '../../lib/csv';
import { resolveParents } from './task-import-parents';

/** The pieces every step of a task import shares: the file's cells, and its problems and notes by row. */

export const FIELD_LABEL = Object.fromEntries(
  TASK_IMPORT_FIELDS.map((field) => [field.key, field.label]),
) as Record<TaskImportField, string>;

const DATE_FIELDS = ['dueDate', 'startDate', 'completed'] as const;

/** A cell quoted in a message, shortened. */
export const quoted = (value: string) => `"${value.slice(0, 80)}"`;

export type Problem = TaskImportResult['errors'][number];

/** Row errors (which stop the import) and row notes (what was assumed), each by line and field. */
export function importProblems() {
  const errors: Problem[] = [];
  const notes: Problem[] = [];
  return {
    errors,
    notes,
    fail: (line: number, field: TaskImportField, message: string) =>
      errors.push({ line, field: FIELD_LABEL[field], message }),
    note: (line: number, field: TaskImportField, message: string) =>
      notes.push({ line, field: FIELD_LABEL[field], message }),
    /** Both, in the file's order. */
    sorted: () => ({
      errors: errors.sort((a, b) => a.line - b.line),
      notes: notes.sort((a, b) => a.line - b.line),
    }),
  };
}
export type ImportProblems = ReturnType<typeof importProblems>;

/** The cells of the file's rows, as the mapping reads them ("null", as ClickUp writes nothing, is empty). */
export function rowReader(mapping: TaskImportMapping, headers: string[], rows: CsvRow[]) {
  // Every id-like column (Jira has Issue id and Issue key): a parent may be named by any of them.
  const idColumns = headers.flatMap((header, column) =>
    (TASK_IMPORT_ID_HEADERS as readonly string[]).includes(normalizeImportHeader(header)) ? [column] : [],
  );
  const idCells = (cells: string[]) =>
    idColumns.map((column) => (cells[column] ?? '').trim()).filter((value) => value && value !== 'null');
  const cell = (index: number, field: TaskImportField) => {
    const column = mapping[field];
    const value = column === undefined ? '' : (rows[index]?.cells[column] ?? '').trim();
    return value === 'null' ? '' : value;
  };
  return {
    rows,
    cell,
    lineOf: (index: number) => rows[index]?.line ?? 0,
    /** Every date cell of the file, for the order its numbers are read in. */
    *dateCells(): Generator<ImportDateCell> {
      for (const [index, row] of rows.entries())
        for (const field of DATE_FIELDS) {
          const value = cell(index, field);
          if (value) yield { value, line: row.line, column: FIELD_LABEL[field] };
        }
    },
    /** Each row's parent in the file, by its ids or its title. */
    parents() {
      if (mapping.parent === undefined) return rows.map(() => undefined);
      return resolveParents(
        rows.length,
        (index) => cell(index, 'parent'),
        (index) => [cell(index, 'externalId'), ...idCells(rows[index]?.cells ?? [])],
        (index) => cell(index, 'title'),
      );
    },
  };
}
export type RowReader = ReturnType<typeof rowReader>;
