import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { RAIN_OUT_CHOICES } from '../../shared/rain-out-choice';
import { int4multirange, users, turfs, courts } from './schema';

// Bookings and what hangs on one (docs/architecture §4, §5): the booking row (its meaning lives in
// the booking core, bookings/), its history, a rain-out's choice, subscriptions and the waitlist.
// Apart from schema.ts for its length; drizzle.config.ts names every schema file.

/**
 * A booking is a turf's local date plus start and end minutes, half-open [start, end). A 'pending' row
 * with hold_expires_at is a hold during checkout; 'confirmed' is paid; 'blocked' is the owner's
 * own row closing the time (no money, a reason), 'unblocked' once removed. The exclusion
 * constraint (migrations 0002, 0005, 0009) makes overlapping pending, confirmed or blocked rows of
 * one turf impossible.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    turfId: uuid('turf_id')
      .notNull()
      .references(() => turfs.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The court this claims (docs/decisions/029). */
    courtId: uuid('court_id')
      .notNull()
      .references(() => courts.id, { onDelete: 'restrict' }),
    /**
     * The ground numbers of the plain courts it stands on, sorted: set from court_id by a trigger
     * on every write (migration 0014), whatever the writer sends, for the exclusion constraint.
     */
    ground: int4multirange('ground')
      .notNull()
      .default(sql`'{}'::int4multirange`),
    day: date('day', { mode: 'string' }).notNull(),
    startMinute: integer('start_minute').notNull(),
    endMinute: integer('end_minute').notNull(),
    status: text('status', {
      enum: ['pending', 'confirmed', 'expired', 'cancelled', 'blocked', 'unblocked'],
    }).notNull(),
    amountPaise: integer('amount_paise').notNull(),
    /**
     * What of amount_paise the player paid with TurfBook credit (docs/decisions/040): its share
     * of the payment's credit; the rest came through the gateway.
     */
    creditPaise: integer('credit_paise').notNull().default(0),
    paymentStatus: text('payment_status', { enum: ['unpaid', 'paid', 'refunded'] }).notNull(),
    paymentId: text('payment_id'),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /**
     * The short reference a player quotes ('TB-7K3M9Q'): a scrambled sequence number (migration
     * 0007's booking_reference()), so it is unique by construction and needs no retry.
     */
    reference: text('reference')
      .notNull()
      .unique()
      .default(sql`booking_reference(nextval('booking_reference_seq'))`),
    /** What of amount_paise went (or is going) back to the card; earnings are amount − refunded. */
    refundedPaise: integer('refunded_paise').notNull().default(0),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /**
     * Who ended a cancelled booking: the player, the venue's owner (with cancelReason, e.g. 'Rain'),
     * or TurfBook itself when a paid hold lost its slot (cancelReason says so). Decision 021.
     */
    cancelledBy: text('cancelled_by', { enum: ['player', 'owner', 'system'] }),
    cancelReason: text('cancel_reason'),
    /** Set by the one free reschedule a booking is allowed. */
    rescheduledAt: timestamp('rescheduled_at', { withTimezone: true }),
    /** Set when the booking is one slot of a subscription (see subscriptions). */
    subscriptionId: uuid('subscription_id'),
    /** Why the owner closed this time (blocks only); never shown to players. */
    blockReason: text('block_reason'),
    /** The blocks made together (a recurring block, a rain-out), removable together. */
    blockGroupId: uuid('block_group_id'),
    /**
     * How the booking came (docs/decisions/032): 'online' through checkout, or recorded by the
     * venue's owner from a 'phone' call or a 'walk_in' at the gate. A venue booking's user is the
     * turf's owner; its customer is named here, and never shown to anyone but the turf's keepers.
     */
    source: text('source', { enum: ['online', 'phone', 'walk_in'] })
      .notNull()
      .default('online'),
    customerName: text('customer_name'),
    customerPhone: text('customer_phone'),
    /**
     * How a venue booking was paid at the venue: cash, UPI to the venue's own QR, or a card at the
     * desk (docs/decisions/066); null while not yet paid.
     */
    venuePayment: text('venue_payment', { enum: ['cash', 'upi', 'card'] }),
    /** When a venue booking was paid at the venue. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * Who took the payment at the desk (the owner or a member of the team); null while unpaid and
     * for payments recorded before teams (docs/decisions/066).
     */
    venuePaidBy: uuid('venue_paid_by').references(() => users.id, { onDelete: 'restrict' }),
    /**
     * Who showed up (docs/decisions/043): 'arrived' or 'no_show' as the turf's keeper marked it;
     * null while unmarked. attendance_marked_by/at: who last set or cleared the mark, and when.
     */
    attendance: text('attendance', { enum: ['arrived', 'no_show'] }),
    attendanceMarkedBy: uuid('attendance_marked_by').references(() => users.id, {
      onDelete: 'restrict',
    }),
    attendanceMarkedAt: timestamp('attendance_marked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A turf's bookings in date order: windows, and pages that go on from the last row sent.
    index('bookings_turf_day_start_idx').on(table.turfId, table.day, table.startMinute, table.id),
    index('bookings_court_day_idx').on(table.courtId, table.day),
    index('bookings_user_idx').on(table.userId, table.createdAt),
    index('bookings_payment_idx').on(table.paymentId),
    // A subscription's bookings, for each of their pages.
    index('bookings_subscription_idx')
      .on(table.subscriptionId, table.day, table.startMinute)
      .where(sql`${table.subscriptionId} is not null`),
    // The minute sweep's holds whose time ran out: few at a time among every booking ever made.
    index('bookings_unpaid_holds_idx')
      .on(table.holdExpiresAt)
      .where(sql`${table.status} = 'pending' and ${table.paymentStatus} = 'unpaid'`),
    check(
      'bookings_minutes_valid',
      sql`${table.startMinute} >= 0 and ${table.endMinute} <= 1439 and ${table.startMinute} < ${table.endMinute}`,
    ),
    // Slots are half-hours (a day may end at 11:59 PM): turf_day_slots' bits are exact.
    check(
      'bookings_minutes_on_half_hours',
      sql`${table.startMinute} % 30 = 0 and (${table.endMinute} % 30 = 0 or ${table.endMinute} = 1439)`,
    ),
    check(
      'bookings_status_valid',
      sql`${table.status} in ('pending', 'confirmed', 'expired', 'cancelled', 'blocked', 'unblocked')`,
    ),
    check(
      'bookings_payment_status_valid',
      sql`${table.paymentStatus} in ('unpaid', 'paid', 'refunded')`,
    ),
    // A player's booking costs something; an owner's block costs nothing and says why; a venue
    // booking may be free (a regular's favour), never negative.
    check(
      'bookings_amount_valid',
      sql`case when ${table.status} in ('blocked', 'unblocked') then ${table.amountPaise} = 0 and ${table.blockReason} is not null when ${table.source} <> 'online' then ${table.amountPaise} >= 0 else ${table.amountPaise} > 0 end`,
    ),
    check('bookings_source_valid', sql`${table.source} in ('online', 'phone', 'walk_in')`),
    // A venue booking names its customer and is a booking (never a hold or a block) with no card
    // payment; an online one has none of the venue's fields. Paid at the venue: how and when.
    check(
      'bookings_venue_fields_valid',
      sql`case when ${table.source} = 'online' then ${table.customerName} is null and ${table.customerPhone} is null and ${table.venuePayment} is null and ${table.paidAt} is null
        else ${table.customerName} is not null and ${table.customerPhone} is not null and ${table.paymentId} is null
          and ${table.status} in ('confirmed', 'cancelled') and ${table.refundedPaise} = 0
          and (${table.venuePayment} is null) = (${table.paidAt} is null)
          and (${table.venuePayment} is null) = (${table.paymentStatus} = 'unpaid')
          and (${table.venuePayment} is null or ${table.venuePayment} in ('cash', 'upi', 'card')) end`,
    ),
    // Who took a desk payment is named only on a paid venue booking; payments recorded before
    // teams have no taker (docs/decisions/066), so a paid one may still have none.
    check(
      'bookings_venue_paid_by_valid',
      sql`${table.venuePaidBy} is null or ${table.venuePayment} is not null`,
    ),
    check(
      'bookings_cancelled_by_valid',
      sql`${table.cancelledBy} is null or ${table.cancelledBy} in ('player', 'owner', 'system')`,
    ),
    check(
      'bookings_refund_within_amount',
      sql`${table.refundedPaise} between 0 and ${table.amountPaise}`,
    ),
    check(
      'bookings_credit_within_amount',
      sql`${table.creditPaise} between 0 and ${table.amountPaise}`,
    ),
    check(
      'bookings_attendance_valid',
      sql`${table.attendance} is null or (${table.attendance} in ('arrived', 'no_show') and ${table.attendanceMarkedBy} is not null and ${table.attendanceMarkedAt} is not null)`,
    ),
  ],
);

/** A booking's history as its player sees it: paid, rescheduled, cancelled, refunded. */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    kind: text('kind', {
      enum: ['paid', 'rescheduled', 'cancelled', 'refunded'],
    }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    detail: jsonb('detail').$type<Record<string, string | number | null>>().notNull().default({}),
  },
  (table) => [index('booking_events_booking_idx').on(table.bookingId, table.at)],
);

/**
 * A rained-out booking's choice (docs/decisions/041): one row per booking, open (choice null)
 * until the player chooses credit, a move or a refund, or the minute sweep gives the credit at
 * the deadline. `choice` is set once, by a compare-and-swap on `choice is null`.
 */
export const rainOutChoices = pgTable(
  'rain_out_choices',
  {
    bookingId: uuid('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    /** The rained-out time, as it was (a move changes the booking's own). */
    day: date('day', { mode: 'string' }).notNull(),
    startMinute: integer('start_minute').notNull(),
    endMinute: integer('end_minute').notNull(),
    rainedOutAt: timestamp('rained_out_at', { withTimezone: true }).notNull(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    choice: text('choice', { enum: RAIN_OUT_CHOICES }),
    chosenBy: text('chosen_by', { enum: ['player', 'system'] }),
    chosenAt: timestamp('chosen_at', { withTimezone: true }),
  },
  (table) => [
    // The sweep's question: which open choices have run out.
    index('rain_out_choices_open_idx')
      .on(table.deadline)
      .where(sql`${table.choice} is null`),
    check(
      'rain_out_choices_choice_valid',
      sql`${table.choice} is null or ${table.choice} in ('credit', 'move', 'refund')`,
    ),
    check(
      'rain_out_choices_chosen_together',
      sql`(${table.choice} is null) = (${table.chosenAt} is null) and (${table.choice} is null) = (${table.chosenBy} is null)`,
    ),
    check(
      'rain_out_choices_chosen_by_valid',
      sql`${table.chosenBy} is null or ${table.chosenBy} in ('player', 'system')`,
    ),
  ],
);

/** A subscription: several slots bought with one payment at 15% off (spec §3, §9). */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    turfId: uuid('turf_id')
      .notNull()
      .references(() => turfs.id, { onDelete: 'restrict' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    pricePaise: integer('price_paise').notNull(),
    selectedSlots: jsonb('selected_slots')
      .$type<{ date: string; startTime: string; endTime: string }[]>()
      .notNull(),
    paymentIntentId: text('payment_intent_id').notNull().unique(),
    paymentStatus: text('payment_status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('subscriptions_user_idx').on(table.userId)],
);

/**
 * A player waiting for a fully booked range of a turf (docs/decisions/033): the first one waiting
 * is offered the range as a hold of theirs (offer_booking_id) when it frees, once. An entry is
 * live while waiting or offered; one live entry per player per range, held by the unique index.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    turfId: uuid('turf_id')
      .notNull()
      .references(() => turfs.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    startMinute: integer('start_minute').notNull(),
    endMinute: integer('end_minute').notNull(),
    /** The sport the player wants to play: only a court hosting it is offered. */
    sport: text('sport').notNull(),
    /** The range's start as an instant (the venue's zone at joining): the entry ends then. */
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    status: text('status', {
      enum: ['waiting', 'offered', 'booked', 'passed', 'left', 'ended'],
    }).notNull(),
    /** The hold that offers the range to this player (status offered and after). */
    offerBookingId: uuid('offer_booking_id').references(() => bookings.id, {
      onDelete: 'set null',
    }),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('waitlist_one_live_entry_idx')
      .on(table.userId, table.turfId, table.day, table.startMinute, table.endMinute)
      .where(sql`${table.status} in ('waiting', 'offered')`),
    index('waitlist_live_turf_day_idx')
      .on(table.turfId, table.day, table.createdAt)
      .where(sql`${table.status} in ('waiting', 'offered')`),
    index('waitlist_user_idx').on(table.userId, table.createdAt),
    check(
      'waitlist_status_valid',
      sql`${table.status} in ('waiting', 'offered', 'booked', 'passed', 'left', 'ended')`,
    ),
    check(
      'waitlist_minutes_valid',
      sql`${table.startMinute} >= 0 and ${table.endMinute} <= 1439 and ${table.startMinute} < ${table.endMinute}`,
    ),
  ],
);
