import { sql } from 'drizzle-orm';
import type { PriceRules, RulesBeyondBase } from '../../shared/price-rules';
import type { WeekHours } from '../../shared/opening-hours';
import { RAIN_OUT_CHOICES } from '../../shared/rain-out-choice';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** A live court of a listing as the slot search reads it (turfs.court_layout, migration 0032). */
export interface LaidOutCourt {
  id: string;
  /** The plain courts it stands on, by ground number (courts.ground): itself, or its parts. */
  grounds: number[];
  sports: string[];
  /** Its own hours inside the listing's (docs/decisions/031); null: the listing's. */
  openingHours: WeekHours | null;
  /** Whether it has prices of its own (docs/decisions/039). */
  pricedApart: boolean;
}
export type CourtLayout = LaidOutCourt[];

/**
 * A set of plain courts' ground numbers as PostgreSQL's int4multirange ('{[3,5),[9,10)}'): the
 * exclusion constraint's GiST index keeps them apart as fast as plain ranges (docs/decisions/029).
 */
const int4multirange = customType<{ data: string; driverData: string }>({
  dataType: () => 'int4multirange',
});

// Tables of docs/architecture §4. Money is integer paise; ids are UUIDs exposed as `_id`.

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fullname: text('fullname').notNull(),
    email: text('email').notNull().unique(),
    mobilenumber: text('mobilenumber').notNull(),
    role: text('role', { enum: ['user', 'owner', 'admin'] }).notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('users_role_check', sql`${table.role} in ('user', 'owner', 'admin')`)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('sessions_user_id_idx').on(table.userId),
    index('sessions_expires_at_idx').on(table.expiresAt),
  ],
);

export const turfs = pgTable(
  'turfs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    imageUrl: text('image_url').notNull(),
    location: text('location').notNull(),
    sportsType: text('sports_type').notNull(),
    pricePaise: integer('price_paise').notNull(),
    approved: boolean('approved').notNull().default(false),
    address: text('address').notNull(),
    mapsLink: text('maps_link').notNull(),
    description: text('description').notNull(),
    /**
     * The venue's GST registration (docs/decisions/038): with it, payments get tax invoices in
     * the name of `legal_name` from the state `gst_state` (the GSTIN's first two digits).
     */
    gstin: text('gstin'),
    legalName: text('legal_name'),
    gstState: text('gst_state'),
    /** The owner's week of opening hours (shared/opening-hours); null follows the default. */
    openingHours: jsonb('opening_hours').$type<WeekHours>(),
    /**
     * The owner's bands, special days and offer (shared/price-rules, docs/decisions/034) over the
     * base price `pricePaise` (the spec's `price`); null: `pricePaise` every hour.
     */
    priceRules: jsonb('price_rules').$type<RulesBeyondBase>(),
    /** Set while the admin has taken an approved turf off the list (approved is false then). */
    unlistedAt: timestamp('unlisted_at', { withTimezone: true }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Spec §9: location filters match the first word, case-insensitively. */
    locationKey: text('location_key')
      .notNull()
      .generatedAlwaysAs(sql`lower(split_part(location, ' ', 1))`),
    /** Name and area, lower case without accents: what the list's search matches (migration 0010). */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`turf_search_text(name, location)`),
    /**
     * Its live courts as the slot search needs them, kept by the courts trigger (migration 0032,
     * docs/decisions/047) so a search reads one row a listing: availability/slot-search-free.ts.
     */
    courtLayout: json('court_layout').$type<CourtLayout>(),
  },
  (table) => [
    index('turfs_owner_id_idx').on(table.ownerId),
    check('turfs_price_positive', sql`${table.pricePaise} > 0`),
    // The public list filters approved turfs by location, sport and price band.
    index('turfs_listed_location_idx')
      .on(table.locationKey, table.pricePaise)
      .where(sql`${table.approved}`),
    index('turfs_listed_sport_idx')
      .on(table.sportsType, table.pricePaise)
      .where(sql`${table.approved}`),
    index('turfs_listed_price_idx')
      .on(table.pricePaise)
      .where(sql`${table.approved}`),
    // The public list's order: name, then id so equal names page stably.
    index('turfs_listed_name_idx')
      .on(table.name, table.id)
      .where(sql`${table.approved}`),
    index('turfs_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    index('turfs_pending_idx')
      .on(table.createdAt)
      .where(sql`not ${table.approved}`),
  ],
);

/** One rating per player per turf; removing a rating deletes the row. */
export const turfRatings = pgTable(
  'turf_ratings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    turfId: uuid('turf_id')
      .notNull()
      .references(() => turfs.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('turf_ratings_one_per_player').on(table.turfId, table.userId),
    check('turf_ratings_range', sql`${table.rating} between 1 and 5`),
  ],
);

/**
 * A listing's courts (docs/decisions/029): each hosts one or more sports and is plain or made of
 * plain courts of the same listing (court_parts). `ground` numbers a plain court for the
 * bookings' exclusion constraint; a court made of parts stands on its parts' numbers. A retired
 * court takes no new bookings and keeps its past ones.
 */
export const courts = pgTable(
  'courts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    turfId: uuid('turf_id')
      .notNull()
      .references(() => turfs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sports: text('sports').array().notNull(),
    ground: integer('ground')
      .notNull()
      .unique()
      .default(sql`nextval('court_ground_seq')`),
    /**
     * The ground numbers of the plain courts it stands on, sorted: its own, or its parts'. Kept
     * by triggers on courts and court_parts (migration 0014), never written by the app.
     */
    groundSet: int4multirange('ground_set')
      .notNull()
      .default(sql`'{}'::int4multirange`),
    /** The order the owner listed the courts in. */
    position: integer('position').notNull(),
    /**
     * The court's own week of hours (docs/decisions/031), inside the venue's: null follows the
     * venue's (turfs.opening_hours) alone.
     */
    openingHours: jsonb('opening_hours').$type<WeekHours>(),
    /**
     * The court's own prices (docs/decisions/039), its base among them: null follows the
     * listing's (turfs.price and turfs.price_rules).
     */
    priceRules: jsonb('price_rules').$type<PriceRules>(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('courts_turf_idx').on(table.turfId, table.position),
    // Names are unique among a listing's courts in use, whatever their case.
    uniqueIndex('courts_live_name_idx')
      .on(table.turfId, sql`lower(${table.name})`)
      .where(sql`${table.retiredAt} is null`),
    check(
      'courts_sports_valid',
      sql`cardinality(${table.sports}) > 0 and ${table.sports} <@ array['cricket', 'football', 'badminton']::text[]`,
    ),
  ],
);

/** The plain courts a court is made of (a 7-a-side pitch of two halves); one level only. */
export const courtParts = pgTable(
  'court_parts',
  {
    courtId: uuid('court_id')
      .notNull()
      .references(() => courts.id, { onDelete: 'cascade' }),
    partId: uuid('part_id')
      .notNull()
      .references(() => courts.id, { onDelete: 'restrict' }),
  },
  (table) => [
    primaryKey({ columns: [table.courtId, table.partId] }),
    check('court_parts_not_itself', sql`${table.courtId} <> ${table.partId}`),
  ],
);

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
    /** How a venue booking was paid at the venue; null while not yet paid. */
    venuePayment: text('venue_payment', { enum: ['cash', 'upi'] }),
    /** When a venue booking was paid at the venue. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
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
          and (${table.venuePayment} is null or ${table.venuePayment} in ('cash', 'upi')) end`,
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

/**
 * Work to do after a commit (mail to send), written in the same transaction as the change it
 * follows, so a crash right after a payment never loses it; a worker takes rows with SKIP LOCKED,
 * once across processes, and retries with back-off.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    topic: text('topic').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (table) => [
    index('outbox_waiting_idx')
      .on(table.runAfter)
      .where(sql`${table.doneAt} is null`),
  ],
);

/** An owner's change to a listing, before and after, for the admin's list of recent edits. */
export const turfEdits = pgTable(
  'turf_edits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    turfId: uuid('turf_id')
      .notNull()
      .references(() => turfs.id, { onDelete: 'cascade' }),
    editorId: uuid('editor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Only the fields that changed, in the API's names and units (price in rupees text). */
    before: jsonb('before').$type<Record<string, unknown>>().notNull(),
    after: jsonb('after').$type<Record<string, unknown>>().notNull(),
  },
  (table) => [
    index('turf_edits_at_idx').on(table.at),
    index('turf_edits_turf_idx').on(table.turfId),
  ],
);

/**
 * Which half-hours of each plain court of a listing are taken on a day, one row a listing and
 * day, kept by the bookings trigger (migrations 0011, 0014, 0032) so that the slot search reads one
 * row a listing instead of probing its bookings (docs/decisions/018, 029, 047). `grounds[i]` is a
 * plain court's ground number (courts.ground) and `taken[i]`, `held[i]` its bits (bit k: the
 * half-hour from minute 30·k). `taken`: confirmed bookings and blocks; `held`: pending holds, live
 * or run out (a hold ends by the clock, not by a write: while `held_live_until` has passed, the
 * search checks the held half-hours against the holds themselves). A ground missing, or no row:
 * nothing taken there that day.
 */
export const turfDaySlots = pgTable(
  'turf_day_slots',
  {
    turfId: uuid('turf_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    grounds: integer('grounds')
      .array()
      .notNull()
      .default(sql`'{}'`),
    taken: bigint('taken', { mode: 'bigint' })
      .array()
      .notNull()
      .default(sql`'{}'`),
    held: bigint('held', { mode: 'bigint' })
      .array()
      .notNull()
      .default(sql`'{}'`),
    /**
     * No later than the earliest end of the holds in `held` (null: none held): while it is
     * ahead of the clock, every held half-hour is a live hold and the bits alone are exact.
     */
    heldLiveUntil: timestamp('held_live_until', { withTimezone: true }),
    /**
     * `grounds`, `taken` and `held` as the slot search reads them ('1,2;0,512;0,0'), written with
     * the row: PostgreSQL making three arrays text for every listing a search matched was most of
     * the search's cost to it (docs/decisions/051).
     */
    bitsText: text('bits_text')
      .notNull()
      .generatedAlwaysAs(sql`day_bits_text(grounds, taken, held)`),
  },
  // The search reads one day of every listing it matches.
  (table) => [primaryKey({ columns: [table.day, table.turfId] })],
);

/** Fixed-window counters for login and signup attempts, shared by every server process. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

/**
 * A version per cached answer: triggers (migration 0008) set it from one sequence on every
 * statement that changes what the answer is made of, so a value never repeats, not even after a
 * truncate. 'turf-list': turfs, their ratings and the raters' names.
 */
export const listVersions = pgTable('list_versions', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/** One-off facts about this database, such as whether the demo data was loaded. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

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
