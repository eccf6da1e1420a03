/**
 * How a worker turns a row it read (workers/database-rows.ts) into a file's cells, by name: functions do
 * not cross threads. Each shape is the module's own (its name and function side by side), so the main
 * thread, which reads the rows itself on PGlite, writes the same cells.
 */
import { DETAILED_TASK_SHAPE } from '../modules/reports/exports/cells';
import { TASK_CSV_SHAPE } from '../modules/tasks/csv-cells';

export const ROW_SHAPES = {
  [DETAILED_TASK_SHAPE.name]: DETAILED_TASK_SHAPE.cells,
  [TASK_CSV_SHAPE.name]: TASK_CSV_SHAPE.cells,
};

export type RowShape = keyof typeof ROW_SHAPES;
