import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  pgView,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { turfs, users } from './schema';
import { bookings } from './schema-bookings';

// Open games (docs/decisions/045): a confirmed booking opened to other players, each paying one
// spot; the organizer's return for each kept spot is a refunds row naming it (decision 052).

/** One game per booking: open (taking players), closed (no new ones), settled or cancelled. */
export const games = pgTable(
  'games',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .unique()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    organizerId: uuid('organizer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    turfId: uuid('turf_id')
      .notNull()
      .references(() => turfs.id, { onDelete: 'restrict' }),
    /** The booking's payment: a 'source' return is a part refund of it. */
    organizerIntentId: text('organizer_intent_id').notNull(),
    sport: text('sport').notNull(),
    level: text('level', { enum: ['beginner', 'intermediate', 'advanced'] }).notNull(),
    spotsTotal: integer('spots_total').notNull(),
    pricePaise: integer('price_paise').notNull(),
    pricePerSpotPaise: integer('price_per_spot_paise').notNull(),
    note: text('note').notNull().default(''),
    returnTo: text('return_to', { enum: ['source', 'credit'] })
      .notNull()
      .default('source'),
    minReliability: integer('min_reliability'),
    ifNotFull: text('if_not_full', { enum: ['keep', 'cancel'] })
      .notNull()
      .default('keep'),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['open', 'closed', 'settled', 'cancelled'] })
      .notNull()
      .default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    index('games_open_idx')
      .on(table.deadline)
      .where(sql`${table.status} in ('open', 'closed')`),
    check('games_spots_valid', sql`${table.spotsTotal} between 1 and 21`),
    check(
      'games_spot_price_exact',
      sql`${table.pricePerSpotPaise} = ${table.pricePaise} / (${table.spotsTotal} + 1) and ${table.pricePerSpotPaise} > 0`,
    ),
    check('games_level_valid', sql`${table.level} in ('beginner', 'intermediate', 'advanced')`),
    check('games_status_valid', sql`${table.status} in ('open', 'closed', 'settled', 'cancelled')`),
    check('games_return_to_valid', sql`${table.returnTo} in ('source', 'credit')`),
    check('games_if_not_full_valid', sql`${table.ifNotFull} in ('keep', 'cancel')`),
    check(
      'games_min_reliability_valid',
      sql`${table.minReliability} is null or ${table.minReliability} between 0 and 100`,
    ),
  ],
);

/**
 * One player's spot, made when their payment is finalized: joined, then left / removed /
 * refunded (the payment goes back whole), or kept when the game settles, when the organizer's
 * return for it (the same amount) is a refunds row naming it, due and then done.
 */
export const gamePlayers = pgTable(
  'game_players',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    intentId: text('intent_id').notNull().unique(),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status', { enum: ['joined', 'left', 'removed', 'refunded'] })
      .notNull()
      .default('joined'),
    /**
     * Where the spot's money goes if the game is called off (not by the player): back to how it
     * was paid ('source': its credit part to credit, its card part to the card), or all to
     * TurfBook credit. The player may change it while the spot is joined.
     */
    refundTo: text('refund_to', { enum: ['source', 'credit'] })
      .notNull()
      .default('source'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('game_players_one_spot')
      .on(table.gameId, table.playerId)
      .where(sql`${table.status} = 'joined'`),
    // A game's players in the order they joined, for the game's page.
    index('game_players_game_idx').on(table.gameId, table.joinedAt),
    check('game_players_amount_positive', sql`${table.amountPaise} > 0`),
    check(
      'game_players_status_valid',
      sql`${table.status} in ('joined', 'left', 'removed', 'refunded')`,
    ),
    check('game_players_refund_to_valid', sql`${table.refundTo} in ('source', 'credit')`),
  ],
);

/**
 * Who plays in a booking besides its booker (docs/decisions/043): the players who joined its game
 * and the teammates who paid a share of its split (a share the booker paid is theirs). One row per
 * booking and player; a player both joined and a teammate is 'joined'. Defined in migration 0030.
 */
export const bookingTeamPlayers = pgView('booking_team_players', {
  bookingId: uuid('booking_id').notNull(),
  playerId: uuid('player_id').notNull(),
  role: text('role', { enum: ['joined', 'teammate'] }).notNull(),
}).existing();

/**
 * The Arrived / No-show mark of one of a booking's team players (the booker's own mark is on the
 * booking row). Like it, a row says who last set or cleared the mark, and when.
 */
export const playerAttendance = pgTable(
  'player_attendance',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    attendance: text('attendance', { enum: ['arrived', 'no_show'] }),
    markedBy: uuid('marked_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.bookingId, table.playerId] }),
    check(
      'player_attendance_valid',
      sql`${table.attendance} is null or ${table.attendance} in ('arrived', 'no_show')`,
    ),
  ],
);
