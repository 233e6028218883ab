import type { WeekHours } from '../../shared/opening-hours';
import type { Db } from '../db/database';
import { queryRows, type Statement } from '../db/prepared-query';
import { paidForSql } from '../bookings/slot-rules';

// The owner screen's figures in three statements over all of an owner's turfs at once (never a
// query per turf): money, the coming week's sold time, and each turf's opening hours. Dates and
// sums come back as text so PGlite and node-postgres answer the same strings (bigint sums too).

/**
 * What money is: a booking that was paid, live or cancelled (by its player or its owner). A hold
 * is unpaid, a block costs nothing and is never 'paid', and a payment voided because its slot
 * was lost is cancelled without cancelled_at: it was never the owner's (bookings/slot-rules.ts).
 */
const MONEY_SQL = `b.payment_status in ('paid', 'refunded') and ${paidForSql('b')}`;

/**
 * One row per turf and basis and day:
 * - 'total': all time, amount less refunds (spec §9), no day;
 * - 'play': by date of play, amount less refunds: a refund counts on the day of the game it
 *   undoes, so a day shows what its games finally brought in;
 * - 'paid': by the venue date of payment (the 'paid' event; created_at for rows older than the
 *   events), the whole amount, with the bookings that still stand;
 * - 'refund': by the venue date the refund was decided (the 'cancelled' event, else cancelled_at),
 *   negative. Cash in and cash out on their own days: 'paid' + 'refund' is the money view.
 */
const MONEY: Statement = {
  name: 'owner_figures_money',
  text: `with paid as (
    select b.turf_id, b.day, b.status, b.amount_paise, b.refunded_paise,
      (coalesce(e.paid_at, b.created_at) at time zone $2)::date as paid_day,
      (coalesce(e.refund_at, b.cancelled_at, e.paid_at, b.created_at) at time zone $2)::date
        as refund_day
    from turfs t
    join bookings b on b.turf_id = t.id
    left join lateral (
      select min(ev.at) filter (where ev.kind = 'paid') as paid_at,
        min(ev.at) filter (where ev.kind in ('cancelled', 'refunded')) as refund_at
      from booking_events ev where ev.booking_id = b.id
    ) e on true
    where t.owner_id = $1 and ${MONEY_SQL}
  )
  select turf_id::text as turf_id, 'total' as basis, null::text as day,
      sum(amount_paise - refunded_paise)::text as paise, 0 as bookings
    from paid group by turf_id
  union all
  select turf_id::text, 'play', day::text, sum(amount_paise - refunded_paise)::text, 0
    from paid where day between $3::date and $5::date group by turf_id, day
  union all
  select turf_id::text, 'paid', paid_day::text, sum(amount_paise)::text,
      (count(*) filter (where status = 'confirmed'))::int
    from paid where paid_day between $3::date and $4::date group by turf_id, paid_day
  union all
  select turf_id::text, 'refund', refund_day::text, (-sum(refunded_paise))::text, 0
    from paid where refunded_paise > 0 and refund_day between $3::date and $4::date
    group by turf_id, refund_day`,
};

export interface MoneyRow {
  turf_id: string;
  basis: 'total' | 'play' | 'paid' | 'refund';
  day: string | null;
  paise: string;
  bookings: number;
}

/** Confirmed bookings only: blocks and holds are not sold time. Ranges as 'start-end,…'. */
const WEEK: Statement = {
  name: 'owner_figures_week',
  text: `select b.turf_id::text as turf_id, b.day::text as day,
      string_agg(b.start_minute || '-' || b.end_minute, ',') as ranges
    from turfs t
    join bookings b on b.turf_id = t.id
    where t.owner_id = $1 and b.status = 'confirmed' and b.day between $2::date and $3::date
    group by b.turf_id, b.day`,
};

export interface WeekRow {
  turf_id: string;
  day: string;
  ranges: string;
}

const TURFS: Statement = {
  name: 'owner_figures_turfs',
  text: `select id::text as id, opening_hours from turfs where owner_id = $1 order by created_at, id`,
};

export interface OwnedTurfRow {
  id: string;
  opening_hours: WeekHours | null;
}

export interface FigureWindow {
  ownerId: string;
  timeZone: string;
  /** The first of the last 30 days. */
  since: string;
  today: string;
  /** The last day of "this week": today and the next 6. */
  weekEnd: string;
}

export async function readOwnerFigures(db: Db, window: FigureWindow) {
  const { ownerId, timeZone, since, today, weekEnd } = window;
  const [money, week, turfs] = await Promise.all([
    queryRows<MoneyRow>(db, MONEY, [ownerId, timeZone, since, today, weekEnd]),
    queryRows<WeekRow>(db, WEEK, [ownerId, today, weekEnd]),
    queryRows<OwnedTurfRow>(db, TURFS, [ownerId]),
  ]);
  return { money, week, turfs };
}
