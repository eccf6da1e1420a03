/**
 * The large seed's leave (db/seed-large.ts): what a year of a firm's leave looks like when the benchmarks
 * read it. Everyone's credits of this year are posted (as the first balance read of each month posts
 * them), each person took five single working days over the last ten months (approved, with their usage
 * in the ledger, as an approval writes it), and one in five has a day pending in the coming weeks.
 * Rows are made by `generate_series` in the database, like the rest of the large seed.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { postDueCredits } from './leave-balances.service';
import { rowsOf } from './leave-common';

/** A weekend day moved back to the Friday before it. */
const weekday = (day: SQL) =>
  sql`(${day} - case extract(isodow from ${day})::int when 6 then 1 when 7 then 2 else 0 end)`;

export async function seedLargeLeave(tx: Db, orgId: string, today: string) {
  const people = rowsOf<{ id: string }>(
    await tx.execute(sql`
      select id from users where organization_id = ${orgId}::uuid and is_active`),
  );
  const ids = people.map((row) => row.id);
  await postDueCredits(tx, orgId, ids, Number(today.slice(0, 4)), today);

  const taken = sql`${today}::date - (k * 61 + (p.n * 3) % 55 + 1)`;
  const pending = sql`${today}::date + 14 + p.n % 20`;
  await tx.execute(sql`
    with people as (
      select id, (row_number() over (order by email))::int as n from users
      where organization_id = ${orgId}::uuid and is_active
    ),
    kind as (
      select id from leave_types where organization_id = ${orgId}::uuid and tracks_balance and not is_archived
      order by name limit 1
    ),
    days as (
      select p.id as user_id, ${weekday(taken)} as day, 'Approved' as status
      from people p cross join generate_series(0, 4) as k
      union all
      select p.id, ${weekday(pending)}, 'Pending' from people p where p.n % 5 = 0
    ),
    made as (
      insert into leave_requests (organization_id, user_id, leave_type_id, from_date, to_date, total_days,
        days_by_year, status, reason, address_during_leave, emergency_contact, current_step, decided_at)
      select ${orgId}::uuid, days.user_id, kind.id, days.day, days.day, 1,
        jsonb_build_object(extract(year from days.day)::int::text, 1), days.status, 'Family function',
        'At home', '9800000000', case when days.status = 'Pending' then 0 end,
        case when days.status = 'Approved' then now() end
      from days cross join kind
      returning id, user_id, leave_type_id, from_date, status
    )
    insert into leave_ledger (organization_id, user_id, leave_type_id, year, kind, days, leave_request_id)
    select ${orgId}::uuid, user_id, leave_type_id, extract(year from from_date)::int, 'usage', -1, id
    from made where status = 'Approved'`);
}
