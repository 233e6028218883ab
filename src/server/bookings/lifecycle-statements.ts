import { isoTimestampSql, type Statement } from '../db/prepared-query';

// The booking path's statements (lifecycle.ts runs them), written once and prepared per
// connection: each round trip costs the app a socket write and the query building it would
// otherwise need, and a booking makes several. Lists travel as one comma-joined text, the same
// parameter on both drivers.

const UNPAID_HOLD_SQL = `status = 'pending' and payment_status = 'unpaid'`;
const DAYS = `string_to_array($3, ',')::date[]`;

/**
 * Advisory transaction locks on keys $1 (comma-joined), taken one after another in the order
 * given: a function scan hands the array's elements out in order.
 */
export const LOCK_KEYS: Statement = {
  name: 'lifecycle_lock_keys',
  text: `select pg_advisory_xact_lock(hashtextextended(key, 0))
    from unnest(string_to_array($1, ',')) as keys(key)`,
};

/**
 * Pay Now's look under the locks, in one statement: frees turf $2's run-out holds on days $3
 * (now $4), and answers player $1's unpaid holds that still count (live anywhere, or without an
 * expiry on those days). The holds just freed had run out, so they are in neither part: what the
 * statement reads before its own update is what a read after it would see.
 */
export const EXPIRE_AND_READ_HOLDS: Statement = {
  name: 'lifecycle_expire_and_read_holds',
  text: `with run_out as (
      update bookings set status = 'expired'
      where ${UNPAID_HOLD_SQL} and hold_expires_at <= $4::timestamptz
        and turf_id = $2::uuid and day = any(${DAYS})
    )
    select id, turf_id, day::text as day, start_minute, end_minute, payment_id,
      ${isoTimestampSql('hold_expires_at')} as hold_expires_at
    from bookings
    where ${UNPAID_HOLD_SQL} and user_id = $1::uuid
      and (hold_expires_at > $4::timestamptz
        or (hold_expires_at is null and turf_id = $2::uuid and day = any(${DAYS})))`,
};

/** One pending, unpaid row per slot (days $3, starts $4, ends $5, shares $6), in that order. */
export const INSERT_HOLDS: Statement = {
  name: 'lifecycle_insert_holds',
  text: `insert into bookings (turf_id, user_id, day, start_minute, end_minute, status,
      amount_paise, payment_status, payment_id, hold_expires_at)
    select $1::uuid, $2::uuid, slot.day, slot.start_minute, slot.end_minute, 'pending',
      slot.amount_paise, 'unpaid', $7::text, $8::timestamptz
    from unnest(${DAYS}, string_to_array($4, ',')::int[], string_to_array($5, ',')::int[],
      string_to_array($6, ',')::int[]) as slot(day, start_minute, end_minute, amount_paise)
    returning id`,
};

/** The turf days payment $1's bookings are on, each as its lock key, in lock order. */
export const LOCK_PAYMENT_DAYS: Statement = {
  name: 'lifecycle_lock_payment_days',
  text: `select pg_advisory_xact_lock(hashtextextended(key, 0))
    from (select distinct turf_id, day,
        'bookings:' || turf_id::text || ':' || to_char(day, 'YYYY-MM-DD') as key
      from bookings where payment_id = $1::text
      order by turf_id, day) as days`,
};

/**
 * held or expired → confirmed for payment $1 at $2, with each row's 'paid' event and (when $3)
 * the confirmation mail, in one statement. Unless $4 (the caller runs it in a savepoint), it
 * confirms nothing when one of the holds had expired, and says so (`lapsed`): only then can
 * confirming clash. Answers one row per confirmed booking, or one row without an id.
 */
export const CONFIRM_PAID_HOLDS: Statement = {
  name: 'lifecycle_confirm_paid_holds',
  text: `with lapsed as (
      select exists (select 1 from bookings
        where payment_id = $1::text and status = 'expired' and payment_status = 'unpaid') as lapsed
    ), confirmed as (
      update bookings set status = 'confirmed', payment_status = 'paid', hold_expires_at = null
      where payment_id = $1::text and status in ('pending', 'expired')
        and payment_status = 'unpaid' and ($4::boolean or not (select lapsed from lapsed))
      returning id, amount_paise
    ), events as (
      insert into booking_events (booking_id, kind, at, detail)
      select id, 'paid', $2::timestamptz,
        jsonb_build_object('amountPaise', amount_paise, 'paymentId', $1::text)
      from confirmed
    ), mail as (
      insert into outbox (topic, payload)
      select 'booking.confirmed', jsonb_build_object('bookingIds', jsonb_agg(id))
      from confirmed having $3::boolean and count(*) > 0
    )
    select lapsed.lapsed, confirmed.id from lapsed left join confirmed on true`,
};
