import { and, eq, gt, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Sport } from '../../shared/catalog';
import { rulesOfCourt, type PriceRules } from '../../shared/price-rules';
import type { DbOrTx } from '../db/database';
import { courts } from '../db/schema';
import { bookings } from '../db/schema-bookings';
import { rulesOfTurf } from '../turfs/pricing-service';
import type { TurfRow } from '../turfs/turf-json';
import { assignCourts, CourtRefused, type CourtRequest } from './court-assignment';

// Which rules price each requested slot (docs/decisions/039). Where every court follows the
// listing's prices, the listing's, and the court is left to the hold to assign, as always. Where
// some court is priced apart, a slot without a court is priced on the court the assignment would
// give it now, and the hold is pinned to that court: the price charged is always the price of
// the court held. Should that court be taken in between, the hold fails as a taken slot does.
// A slot the player already holds (asked again, or a waitlist offer's hold) is priced on the
// court it is held on: Pay Now keeps or replaces the player's own holds.

export interface SlotPricing {
  rules: PriceRules;
  /** The court to hold: the one named, the one priced on, or null for the hold to assign. */
  holdCourtId: string | null;
}

/** The listing's courts in use that are priced apart, by id. */
async function courtsPricedApart(db: DbOrTx, turfId: string): Promise<Map<string, PriceRules>> {
  const rows = await db
    .select({ id: courts.id, priceRules: courts.priceRules })
    .from(courts)
    .where(and(eq(courts.turfId, turfId), isNull(courts.retiredAt), isNotNull(courts.priceRules)));
  return new Map(rows.map(({ id, priceRules }) => [id, priceRules!]));
}

/** The courts of the player's live unpaid holds on the turf those days, by range. */
async function ownHeldCourts(
  db: DbOrTx,
  turfId: string,
  playerId: string,
  requests: readonly CourtRequest[],
  now: Date,
): Promise<Map<string, string>> {
  const days = [...new Set(requests.map(({ range }) => range.date))];
  const rows = await db
    .select({
      day: bookings.day,
      start: bookings.startMinute,
      end: bookings.endMinute,
      courtId: bookings.courtId,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.turfId, turfId),
        eq(bookings.userId, playerId),
        inArray(bookings.day, days),
        eq(bookings.status, 'pending'),
        eq(bookings.paymentStatus, 'unpaid'),
        gt(bookings.holdExpiresAt, now),
      ),
    );
  return new Map(rows.map((row) => [`${row.day}@${row.start}-${row.end}`, row.courtId]));
}

export async function pricingOfSlots(
  db: DbOrTx,
  turf: Pick<TurfRow, 'id' | 'pricePaise' | 'priceRules'>,
  sport: Sport,
  requests: readonly CourtRequest[],
  now: Date,
  /** Who would hold them: their own holds of these ranges keep their courts. */
  playerId: string | null,
): Promise<SlotPricing[]> {
  const listing = rulesOfTurf(turf);
  const apart = await courtsPricedApart(db, turf.id);
  const asAsked = () =>
    requests.map(({ courtId }) => ({ rules: listing, holdCourtId: courtId ?? null }));
  if (apart.size === 0) return asAsked();
  const own = playerId ? await ownHeldCourts(db, turf.id, playerId, requests, now) : new Map();
  const asked = requests.map(({ range, courtId }) => ({
    range,
    courtId: courtId ?? own.get(`${range.date}@${range.start}-${range.end}`) ?? null,
  }));
  const courtIds = await courtsAHoldWouldGet(db, turf.id, sport, asked, now);
  return courtIds.map((courtId) => ({
    rules: rulesOfCourt(listing, { priceRules: apart.get(courtId) ?? null }),
    holdCourtId: courtId,
  }));
}

/**
 * The courts a hold made now would be given, as the hold gives them; a court the listing does
 * not offer for the sport (or none hosting it) is a 400 with the hold's own message.
 */
export async function courtsAHoldWouldGet(
  db: DbOrTx,
  turfId: string,
  sport: Sport,
  requests: readonly CourtRequest[],
  now: Date,
): Promise<string[]> {
  try {
    return await assignCourts(db, { id: turfId, sport }, requests, now);
  } catch (error) {
    if (error instanceof CourtRefused) throw error.answer;
    throw error;
  }
}
