import { z } from 'zod';
import { SPORTS } from '../catalog';
import { GAME_LEVELS, GAME_MESSAGES } from '../games';
import { uuidField } from './common-contract';

// /api/v1/games (docs/decisions/045): open games, listed, joined, left and run by the organizer.

export const gameParamsSchema = z.object({ gameId: uuidField(GAME_MESSAGES.notFound) });
export const gamePlayerParamsSchema = gameParamsSchema.extend({
  playerId: uuidField(GAME_MESSAGES.playerNotFound),
});

export const gameListQuerySchema = z.object({
  sport: z.enum(SPORTS).optional(),
  location: z.string().trim().max(100).optional(),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'date is YYYY-MM-DD')
    .optional(),
  level: z.enum(GAME_LEVELS, { error: GAME_MESSAGES.level }).optional(),
});

const reliabilitySchema = z.object({
  kind: z.enum(['new', 'rated']),
  percent: z.number().nullable(),
  label: z.string(),
});

export const gameSchema = z.object({
  _id: z.string(),
  bookingId: z.string(),
  turf: z.object({ _id: z.string(), name: z.string(), location: z.string() }),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  sport: z.string(),
  level: z.enum(GAME_LEVELS),
  spotsTotal: z.number(),
  spotsFree: z.number(),
  pricePerSpot: z.string(),
  pricePerSpotPaise: z.number(),
  organizer: z.object({ fullname: z.string(), reliability: reliabilitySchema }),
  note: z.string(),
  status: z.enum(['open', 'closed', 'settled', 'cancelled']),
  deadline: z.string(),
  minReliability: z.number().nullable(),
});
export type GameJson = z.infer<typeof gameSchema>;

export const gameListAnswerSchema = z.object({
  success: z.literal(true),
  games: z.array(gameSchema),
});
/**
 * GET /api/v1/games/:gameId/preview: a game as anyone with its link sees it before signing in
 * (docs/decisions/061), the facts of its link preview (decision 055): not its organizer, nor the
 * organizer's note, which may hold a phone number.
 */
export const gamePreviewSchema = gameSchema.pick({
  _id: true,
  turf: true,
  date: true,
  startTime: true,
  endTime: true,
  sport: true,
  level: true,
  spotsTotal: true,
  spotsFree: true,
  pricePerSpot: true,
  pricePerSpotPaise: true,
  status: true,
});
export type GamePreview = z.infer<typeof gamePreviewSchema>;
export const gamePreviewAnswerSchema = z.object({
  success: z.literal(true),
  preview: gamePreviewSchema,
});

export const gameAnswerSchema = z.object({ success: z.literal(true), game: gameSchema });

const playerStatusSchema = z.enum(['joined', 'left', 'removed', 'refunded']);

/**
 * One game; for the organizer also its players and what comes back to them. `you`: the asking
 * player's spot (or how their last one ended), why they could not leave now (null: they may) and,
 * while they hold a spot in a game still to come, the booking's reference to show at the gate.
 */
export const gameDetailAnswerSchema = z.object({
  success: z.literal(true),
  game: gameSchema,
  you: z
    .object({
      status: playerStatusSchema,
      amount: z.string(),
      /** What TurfBook credit paid of the spot (docs/decisions/040), "0.00" when none. */
      creditUsed: z.string(),
      /** The spot's tax invoice or receipt, once the game settled with the player in it (038). */
      invoiceNumber: z.string().nullable(),
      leaveRefusal: z.string().nullable(),
      reference: z.string().nullable(),
      /**
       * Where the spot's money goes if the game is called off, or went when it was: back to how
       * it was paid ('source'), or TurfBook credit (docs/decisions/045). Changeable while joined.
       */
      refundTo: z.enum(['source', 'credit']),
      /** The spot went back and the card or UPI part is still on its way ("Refund pending"). */
      refundPending: z.boolean(),
    })
    .nullable(),
  players: z
    .array(
      z.object({
        _id: z.string(),
        playerId: z.string(),
        fullname: z.string(),
        reliability: reliabilitySchema,
        status: playerStatusSchema,
        amount: z.string(),
      }),
    )
    .optional(),
  organizerPart: z.string().optional(),
  returnTo: z.enum(['source', 'credit']).optional(),
  ifNotFull: z.enum(['keep', 'cancel']).optional(),
});

/** A joined player's standing choice of where their spot goes back if the game is called off. */
export const gameRefundToBodySchema = z.object({ refundTo: z.enum(['source', 'credit']) });

/** A joiner's "I paid" for their spot (docs/decisions/045), as create-booking is for a booking. */
export const gameFinishBodySchema = z.object({
  paymentId: z.string({ error: 'paymentId is required' }).trim().min(1).max(200),
});

/**
 * Joining's optional body: `useCredit` pays what the player's TurfBook credit covers with it
 * (docs/decisions/040), the rest by card or UPI; none (or false) pays all by card or UPI.
 */
export const gameJoinBodySchema = z
  .object({ useCredit: z.boolean({ error: 'useCredit must be true or false' }).optional() })
  .nullish();
