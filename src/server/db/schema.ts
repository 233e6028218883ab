import { sql } from 'drizzle-orm';
import type { PriceRules, RulesBeyondBase } from '../../shared/price-rules';
import type { WeekHours } from '../../shared/opening-hours';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
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
  /** The players a side the owner states (courts.format, migration 0057); null: none stated. */
  format: number | null;
}
export type CourtLayout = LaidOutCourt[];

/**
 * A set of plain courts' ground numbers as PostgreSQL's int4multirange ('{[3,5),[9,10)}'): the
 * exclusion constraint's GiST index keeps them apart as fast as plain ranges (docs/decisions/029).
 */
export const int4multirange = customType<{ data: string; driverData: string }>({
  dataType: () => 'int4multirange',
});

// Tables of docs/architecture §4. Money is integer paise; ids are UUIDs exposed as `_id`. Here the
// people and the venues (accounts, sessions, listings, ratings, courts, edits, day rows); the
// rest in schema-*.ts beside it (bookings, money, promos, invoices, splits, games, system).

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fullname: text('fullname').notNull(),
    /**
     * Null for a player who signed up with a mobile number (docs/decisions/058): no address any
     * mail could go to, and nothing e-mail login can match. Owners and admins always have one.
     */
    email: text('email').unique(),
    mobilenumber: text('mobilenumber').notNull(),
    role: text('role', { enum: ['user', 'owner', 'admin'] }).notNull(),
    /** Null exactly when `email` is: an account signs in by e-mail and password, or by number. */
    passwordHash: text('password_hash'),
    /** The language of everything TurfBook writes to this person (docs/decisions/062). */
    language: text('language', { enum: ['en', 'hi', 'mr'] })
      .notNull()
      .default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('users_role_check', sql`${table.role} in ('user', 'owner', 'admin')`),
    check('users_language_check', sql`${table.language} in ('en', 'hi', 'mr')`),
    check(
      'users_email_login_check',
      sql`(${table.email} is null) = (${table.passwordHash} is null) and (${table.email} is not null or ${table.role} = 'user')`,
    ),
    // A sign-in by number asks whether an account holds the number it has not verified (058).
    index('users_mobilenumber_idx').on(table.mobilenumber),
  ],
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
    /**
     * TurfBook's commission on this venue's bookings, basis points of the price net of money
     * back (docs/decisions/054); null: the configured default.
     */
    commissionBp: integer('commission_bp'),
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
    /**
     * The listing's point on the map (docs/decisions/067), both or neither: placed by the owner or
     * read from the maps link's coordinates. Plain degrees; "near me" reads them through the
     * indexed box of turfs_listed_geo_idx and measures the distance exactly after.
     */
    geoLat: doublePrecision('geo_lat'),
    geoLng: doublePrecision('geo_lng'),
    /** What the venue has (shared/amenities.ts AMENITIES); filters keep turfs with all asked. */
    amenities: text('amenities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The venue's house rules (shared/amenities.ts HOUSE_RULES). */
    houseRules: text('house_rules')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (table) => [
    index('turfs_owner_id_idx').on(table.ownerId),
    // Near me: the listed turfs inside a box around the point (docs/decisions/067).
    index('turfs_listed_geo_idx')
      .on(table.geoLat, table.geoLng)
      .where(sql`${table.approved} and ${table.geoLat} is not null`),
    check(
      'turfs_geo_valid',
      sql`(${table.geoLat} is null) = (${table.geoLng} is null) and (${table.geoLat} is null or (${table.geoLat} between -90 and 90 and ${table.geoLng} between -180 and 180))`,
    ),
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
    /**
     * The players a side the owner states it is for (5 for a 5-a-side), what the grid and the
     * slot search count its free courts by (docs/decisions/067, shared/court-kinds); null where
     * no format applies (a badminton court) or none is stated.
     */
    format: smallint('format'),
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
    check('courts_format_valid', sql`${table.format} between 1 and 11`),
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
  },
  // The search reads one day of every listing it matches.
  (table) => [primaryKey({ columns: [table.day, table.turfId] })],
);
