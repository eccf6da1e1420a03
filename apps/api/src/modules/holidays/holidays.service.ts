import {
  type FieldErrors,
  formatCalendarDate,
  HOLIDAY_CSV_HEADER,
  HOLIDAY_DATE_TAKEN,
  HOLIDAY_IMPORT_MAX_ROWS,
  type Holiday,
  HolidayFieldsSchema,
  type HolidayImpact,
  type HolidayImpactBody,
  type HolidayImportResult,
  type ImportDateOrder,
  importDateMessage,
  parseImportDate,
  readImportDateOrder,
} from '@taskflow/shared';
import { and, asc, between, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { holidays } from '../../db/schema';
import { NO_PERMISSION_MESSAGE, orgOf, requirePermission } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { oneColumnMessage, readCsv } from '../../lib/csv';
import { isUniqueViolation } from '../../lib/db-errors';
import { organizationToday } from '../../lib/organization-calendar';
import { assertId } from '../../lib/reach';
import type { AuthContext } from '../../plugins/types';
import { countRecost, recostLeave, sendRecostNotices } from '../leave';
import type { NotifyDeps } from '../notifications';

type HolidayRow = typeof holidays.$inferSelect;

export const HOLIDAY_NOT_FOUND = 'Holiday not found';

function toHoliday(row: HolidayRow): Holiday {
  return { id: row.id, date: row.date, name: row.name, createdAt: row.createdAt.toISOString() };
}

const dateTaken = () => new AppError('CONFLICT', HOLIDAY_DATE_TAKEN, { date: HOLIDAY_DATE_TAKEN });

function parseHolidayFields(body: unknown) {
  const parsed = HolidayFieldsSchema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const fields: FieldErrors = {};
  for (const issue of parsed.error.issues) fields[String(issue.path[0])] ??= issue.message;
  throw AppError.invalid(fields);
}

export async function getHolidayOrThrow(db: Db, orgId: string, id: string): Promise<HolidayRow> {
  assertId(id, HOLIDAY_NOT_FOUND);
  const [row] = await db
    .select()
    .from(holidays)
    .where(and(eq(holidays.organizationId, orgId), eq(holidays.id, id)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', HOLIDAY_NOT_FOUND);
  return row;
}

/**
 * The organization's holiday dates (YYYY-MM-DD, ascending) between `from` and `to`, both included.
 * For modules that count working days (leave); it checks no permission, so callers scope by their own rules.
 */
export async function listHolidayDates(db: Db, orgId: string, from: string, to: string): Promise<string[]> {
  const rows = await db
    .select({ date: holidays.date })
    .from(holidays)
    .where(and(eq(holidays.organizationId, orgId), between(holidays.date, from, to)))
    .orderBy(asc(holidays.date));
  return rows.map((row) => row.date);
}

/** One year's holidays; without a year, the organization's own (its zone's, not the server's). */
export async function listHolidays(db: Db, auth: AuthContext, year?: number): Promise<Holiday[]> {
  const orgId = requirePermission(auth, 'holidays.view');
  year ??= Number((await organizationToday(db, orgId)).slice(0, 4));
  const rows = await db
    .select()
    .from(holidays)
    .where(and(eq(holidays.organizationId, orgId), between(holidays.date, `${year}-01-01`, `${year}-12-31`)))
    .orderBy(asc(holidays.date));
  return rows.map(toHoliday);
}

/** What holiday changes need: the database, and mail for the notices of re-costed leave. */
export type HolidayDeps = NotifyDeps;

const isHoliday = (day: string) => `${formatCalendarDate(day)} is now a holiday`;

/**
 * Adds a holiday; pending and approved leave over its date is re-costed in the same transaction, and
 * its applicants and approvers are told once it commits.
 */
export async function createHoliday(deps: HolidayDeps, auth: AuthContext, body: unknown): Promise<Holiday> {
  const orgId = requirePermission(auth, 'holidays.create');
  const fields = parseHolidayFields(body);
  try {
    const { row, notices } = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(holidays)
        .values({ ...fields, organizationId: orgId })
        .returning();
      if (!row) throw new Error('Holiday insert returned no row');
      const cause = `${isHoliday(row.date)} (${row.name})`;
      return { row, notices: await recostLeave(tx, orgId, { dates: [row.date] }, auth.userId, cause) };
    });
    await sendRecostNotices(deps, notices);
    return toHoliday(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw dateTaken();
    throw error;
  }
}

/** Edits a holiday; moving it re-costs leave over its old and its new date. */
export async function updateHoliday(
  deps: HolidayDeps,
  auth: AuthContext,
  id: string,
  body: unknown,
): Promise<Holiday> {
  const orgId = requirePermission(auth, 'holidays.edit');
  await getHolidayOrThrow(deps.db, orgId, id);
  const fields = parseHolidayFields(body);
  try {
    const { row, notices } = await deps.db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(holidays)
        .where(and(eq(holidays.organizationId, orgId), eq(holidays.id, id)))
        .for('update');
      if (!before) throw new AppError('NOT_FOUND', HOLIDAY_NOT_FOUND);
      const [row] = await tx
        .update(holidays)
        .set(fields)
        .where(and(eq(holidays.organizationId, orgId), eq(holidays.id, id)))
        .returning();
      if (!row) throw new AppError('NOT_FOUND', HOLIDAY_NOT_FOUND);
      if (row.date === before.date) return { row, notices: [] };
      const cause = `${row.name} moved from ${formatCalendarDate(before.date)} to ${formatCalendarDate(row.date)}`;
      const notices = await recostLeave(tx, orgId, { dates: [before.date, row.date] }, auth.userId, cause);
      return { row, notices };
    });
    await sendRecostNotices(deps, notices);
    return toHoliday(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw dateTaken();
    throw error;
  }
}

/** Deletes a holiday; leave over its date costs that day again. */
export async function deleteHoliday(deps: HolidayDeps, auth: AuthContext, id: string): Promise<void> {
  const orgId = requirePermission(auth, 'holidays.delete');
  await getHolidayOrThrow(deps.db, orgId, id);
  const notices = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(holidays)
      .where(and(eq(holidays.organizationId, orgId), eq(holidays.id, id)))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', HOLIDAY_NOT_FOUND);
    const cause = `${formatCalendarDate(row.date)} is no longer a holiday (${row.name})`;
    return recostLeave(tx, orgId, { dates: [row.date] }, auth.userId, cause);
  });
  await sendRecostNotices(deps, notices);
}

/**
 * How many pending and approved applications a holiday change would re-cost, before it is made: adding
 * (`date`), moving (`id` and `date`) or deleting (`id`). For anyone who may add, edit or delete holidays.
 */
export async function holidayImpact(
  db: Db,
  auth: AuthContext,
  body: HolidayImpactBody,
): Promise<HolidayImpact> {
  const orgId = orgOf(auth);
  if (
    !(['holidays.create', 'holidays.edit', 'holidays.delete'] as const).some((key) =>
      auth.permissions.has(key),
    )
  )
    throw new AppError('FORBIDDEN', NO_PERMISSION_MESSAGE);
  const before = body.id ? await getHolidayOrThrow(db, orgId, body.id) : undefined;
  const removeHolidays = before && before.date !== body.date ? [before.date] : [];
  const addHolidays = body.date && body.date !== before?.date ? [body.date] : [];
  const dates = [...removeHolidays, ...addHolidays];
  if (dates.length === 0) return { applications: 0 };
  return {
    applications: await countRecost(db, orgId, { dates }, { addHolidays, removeHolidays }),
  };
}

/**
 * Imports `date,name` rows all or nothing: every row is checked (format, duplicates in the file, dates the
 * organization already has) and any problem is answered per row with nothing imported. Dates may be ISO,
 * 26/01/2027 or a month by name (issue 39); numbers are read in the order the file settles (a 26/01 or a
 * 01/26 anywhere in it) or `dateOrder`, which is asked for when nothing in the file settles it.
 */
export async function importHolidays(
  deps: HolidayDeps,
  auth: AuthContext,
  readText: () => Promise<string>,
  dateOrder?: ImportDateOrder,
): Promise<HolidayImportResult> {
  const orgId = requirePermission(auth, 'holidays.create');
  const [header, ...rows] = await readCsv(await readText());
  const columns = header?.cells.map((cell) => cell.toLowerCase()) ?? [];
  const dateColumn = columns.indexOf('date');
  const nameColumn = columns.indexOf('name');
  if (dateColumn < 0 || nameColumn < 0) {
    // A file read as one column most often has a separator we do not know: say that.
    const oneColumn = columns.length === 1 && rows.length > 0;
    throw AppError.invalid({
      file: oneColumn
        ? oneColumnMessage(header?.cells[0] ?? '')
        : `The first row must be the header "${HOLIDAY_CSV_HEADER}"`,
    });
  }
  if (rows.length === 0) throw AppError.invalid({ file: 'The file has no holiday rows below its header' });
  if (rows.length > HOLIDAY_IMPORT_MAX_ROWS) {
    throw AppError.invalid({ file: `A file may hold at most ${HOLIDAY_IMPORT_MAX_ROWS} holidays` });
  }

  const dates = readImportDateOrder(
    rows.map(({ line, cells }) => ({ value: cells[dateColumn] ?? '', line, column: 'date' })),
    dateOrder,
  );
  if (dates.question && !dates.isChosen)
    throw AppError.invalid({
      dateOrder: `Dates such as "${dates.question.value}" (row ${dates.question.line}) could be ${dates.question.dayFirst} or ${dates.question.monthFirst}: choose which`,
    });
  const errors: FieldErrors = {};
  const valid: { line: number; date: string; name: string }[] = [];
  const lineByDate = new Map<string, number>();
  for (const { line, cells } of rows) {
    const written = (cells[dateColumn] ?? '').trim();
    const day = written ? parseImportDate(written, { order: dates.order }).day : '';
    if (day === undefined) {
      errors[`rows.${line}.date`] = `Row ${line}: ${importDateMessage(dates.order)}`;
      continue;
    }
    const parsed = HolidayFieldsSchema.safeParse({ date: day, name: cells[nameColumn] ?? '' });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        errors[`rows.${line}.${String(issue.path[0])}`] ??= `Row ${line}: ${issue.message}`;
      }
      continue;
    }
    const earlier = lineByDate.get(parsed.data.date);
    if (earlier !== undefined) {
      errors[`rows.${line}.date`] = `Row ${line}: ${parsed.data.date} is already listed in row ${earlier}`;
      continue;
    }
    lineByDate.set(parsed.data.date, line);
    valid.push({ line, ...parsed.data });
  }

  if (valid.length > 0) {
    const existing = await deps.db
      .select({ date: holidays.date, name: holidays.name })
      .from(holidays)
      .where(
        and(
          eq(holidays.organizationId, orgId),
          inArray(
            holidays.date,
            valid.map((row) => row.date),
          ),
        ),
      );
    for (const holiday of existing) {
      const line = lineByDate.get(holiday.date);
      errors[`rows.${line}.date`] =
        `Row ${line}: There is already a holiday on ${holiday.date} (${holiday.name})`;
    }
  }

  if (Object.keys(errors).length > 0) throw AppError.invalid(sortByRow(errors));
  try {
    const { inserted, notices } = await deps.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(holidays)
        .values(valid.map(({ date, name }) => ({ organizationId: orgId, date, name })))
        .returning();
      const dates = inserted.map((row) => row.date);
      const cause =
        inserted.length === 1 && inserted[0]
          ? `${isHoliday(inserted[0].date)} (${inserted[0].name})`
          : `${inserted.length} holidays were imported`;
      return { inserted, notices: await recostLeave(tx, orgId, { dates }, auth.userId, cause) };
    });
    await sendRecostNotices(deps, notices);
    inserted.sort((a, b) => a.date.localeCompare(b.date));
    return { imported: inserted.length, holidays: inserted.map(toHoliday) };
  } catch (error) {
    // Someone added one of these dates between our check and the insert; the transaction kept nothing.
    if (isUniqueViolation(error))
      throw new AppError('CONFLICT', 'A holiday on one of these dates was just added; import again');
    throw error;
  }
}

/** Row errors in file order (rows.10 after rows.9), so the first message is the first problem. */
function sortByRow(errors: FieldErrors): FieldErrors {
  const lineOf = (key: string) => Number(key.split('.')[1]);
  return Object.fromEntries(Object.entries(errors).sort(([a], [b]) => lineOf(a) - lineOf(b)));
}

/**
 * Indian public holidays (central government list) for the demo organization; lunar festivals of 2027
 * are the expected dates until that year's list is gazetted.
 */
export const INDIAN_PUBLIC_HOLIDAYS: Record<number, [string, string][]> = {
  2026: [
    ['2026-01-26', 'Republic Day'],
    ['2026-03-04', 'Holi'],
    ['2026-03-21', 'Id-ul-Fitr'],
    ['2026-03-26', 'Ram Navami'],
    ['2026-03-31', 'Mahavir Jayanti'],
    ['2026-04-03', 'Good Friday'],
    ['2026-05-01', 'Buddha Purnima'],
    ['2026-05-27', 'Id-ul-Zuha (Bakrid)'],
    ['2026-06-26', 'Muharram'],
    ['2026-08-15', 'Independence Day'],
    ['2026-08-26', "Milad-un-Nabi (Prophet Mohammad's Birthday)"],
    ['2026-09-04', 'Janmashtami'],
    ['2026-10-02', 'Gandhi Jayanti'],
    ['2026-10-20', 'Dussehra'],
    ['2026-11-08', 'Diwali (Deepavali)'],
    ['2026-11-24', "Guru Nanak's Birthday"],
    ['2026-12-25', 'Christmas Day'],
  ],
  2027: [
    ['2027-01-26', 'Republic Day'],
    ['2027-03-10', 'Id-ul-Fitr'],
    ['2027-03-22', 'Holi'],
    ['2027-03-26', 'Good Friday'],
    ['2027-04-15', 'Ram Navami'],
    ['2027-04-18', 'Mahavir Jayanti'],
    ['2027-05-17', 'Id-ul-Zuha (Bakrid)'],
    ['2027-05-20', 'Buddha Purnima'],
    ['2027-06-15', 'Muharram'],
    // Milad-un-Nabi is expected on the same day in 2027: one holiday, both names.
    ['2027-08-15', 'Independence Day / Milad-un-Nabi'],
    ['2027-08-25', 'Janmashtami'],
    ['2027-10-02', 'Gandhi Jayanti'],
    ['2027-10-09', 'Dussehra'],
    ['2027-10-29', 'Diwali (Deepavali)'],
    ['2027-11-14', "Guru Nanak's Birthday"],
    ['2027-12-25', 'Christmas Day'],
  ],
};

export async function seedHolidays(tx: Tx, organizationId: string) {
  const rows = Object.values(INDIAN_PUBLIC_HOLIDAYS).flat();
  await tx.insert(holidays).values(rows.map(([date, name]) => ({ organizationId, date, name })));
}
