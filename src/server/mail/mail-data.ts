import { asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/database';
import { movesOf } from '../bookings/ics';
import { courts, turfs, users } from '../db/schema';
import { bookings, rainOutChoices, waitlistEntries } from '../db/schema-bookings';
import { refunds } from '../db/schema-money';
import { priceOfRange, rulesOfCourt, rulesWithBase } from '../../shared/price-rules';
import { zonedNow } from '../../shared/time';
import type { Language } from '../../shared/i18n/languages';
import type { OfferFacts } from './templates/waitlist-offered';

// What a mail says is read when it is sent, not when it was queued: the queue's payloads carry
// ids only, so a mail never shows a stale name and the queue never holds personal data.

export interface Person {
  id: string;
  fullname: string;
  /** Null for a player who signed up with a mobile number: no mail reaches them (058). */
  email: string | null;
  mobilenumber: string;
  /** The language everything TurfBook writes them is in (decision 065): English unless given. */
  language?: Language;
}

export interface BookingFacts {
  id: string;
  reference: string;
  day: string;
  startMinute: number;
  endMinute: number;
  amountPaise: number;
  refundedPaise: number;
  paymentId: string | null;
  subscriptionId: string | null;
  /** Who cancelled it, and why (null while it is not cancelled). */
  cancelledBy: 'player' | 'owner' | 'system' | null;
  cancelReason: string | null;
  /** How many times it has moved, for its calendar event's SEQUENCE. */
  moves: number;
  turf: { id: string; name: string; address: string; mapsLink: string };
  player: Person;
  owner: Person;
}

/** A mail's data cannot be found: retrying will not help until someone looks. */
export class MissingMailData extends Error {}

const owners = alias(users, 'owners');

/** The mail-facing part of a user row: never their password hash or role. */
export function person(row: typeof users.$inferSelect): Person {
  const { id, fullname, email, mobilenumber, language } = row;
  return { id, fullname, email, mobilenumber, language };
}

/** The bookings with their turf, player and owner, in date and time order. */
export async function bookingFacts(db: DbOrTx, ids: readonly string[]): Promise<BookingFacts[]> {
  if (ids.length === 0) throw new MissingMailData('The mail names no booking.');
  const rows = await db
    .select({ booking: bookings, turf: turfs, player: users, owner: owners })
    .from(bookings)
    .innerJoin(turfs, eq(turfs.id, bookings.turfId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .innerJoin(owners, eq(owners.id, turfs.ownerId))
    .where(inArray(bookings.id, [...ids]))
    .orderBy(asc(bookings.day), asc(bookings.startMinute));
  if (rows.length !== new Set(ids).size)
    throw new MissingMailData(
      `${new Set(ids).size - rows.length} booking(s) of the mail are gone.`,
    );
  return rows.map(({ booking, turf, player, owner }) => ({
    id: booking.id,
    reference: booking.reference,
    day: booking.day,
    startMinute: booking.startMinute,
    endMinute: booking.endMinute,
    amountPaise: booking.amountPaise,
    refundedPaise: booking.refundedPaise,
    paymentId: booking.paymentId,
    subscriptionId: booking.subscriptionId,
    cancelledBy: booking.cancelledBy,
    cancelReason: booking.cancelReason,
    moves: movesOf(booking.rescheduledAt),
    turf: { id: turf.id, name: turf.name, address: turf.address, mapsLink: turf.mapsLink },
    player: person(player),
    owner: person(owner),
  }));
}

export async function oneBookingFacts(db: DbOrTx, id: string): Promise<BookingFacts> {
  const [facts] = await bookingFacts(db, [id]);
  return facts!;
}

/** When the gateway gave the booking's refund back, as the refunds table recorded it. */
export async function refundedAt(db: DbOrTx, bookingId: string): Promise<Date | null> {
  const [refund] = await db
    .select({ refundedAt: refunds.refundedAt })
    .from(refunds)
    .where(eq(refunds.bookingId, bookingId));
  return refund?.refundedAt ?? null;
}

/** The time a rain-out called off (the booking's own may have moved since; decision 041). */
export async function rainedOutTime(db: DbOrTx, bookingId: string) {
  const [choice] = await db
    .select({
      day: rainOutChoices.day,
      startMinute: rainOutChoices.startMinute,
      endMinute: rainOutChoices.endMinute,
    })
    .from(rainOutChoices)
    .where(eq(rainOutChoices.bookingId, bookingId));
  if (!choice) throw new MissingMailData('The rained-out booking has no choice to tell of.');
  return choice;
}

/**
 * A waitlist offer with its turf, player and hold (docs/decisions/033), and the price its summary
 * will ask: the offered court's rules at the moment of the offer, a last-minute offer included
 * (decision 034). The hold's own amount leaves offers aside, since the payment prices it again.
 */
export async function offerFacts(
  db: DbOrTx,
  entryId: string,
  timeZone: string,
): Promise<OfferFacts> {
  const [row] = await db
    .select({ entry: waitlistEntries, turf: turfs, player: users, hold: bookings, court: courts })
    .from(waitlistEntries)
    .innerJoin(turfs, eq(turfs.id, waitlistEntries.turfId))
    .innerJoin(users, eq(users.id, waitlistEntries.userId))
    .leftJoin(bookings, eq(bookings.id, waitlistEntries.offerBookingId))
    .leftJoin(courts, eq(courts.id, bookings.courtId))
    .where(eq(waitlistEntries.id, entryId));
  if (!row) throw new MissingMailData('The waitlist entry of the offer is gone.');
  const { entry, turf, player, hold, court } = row;
  const range = { date: entry.day, start: entry.startMinute, end: entry.endMinute };
  const rules = rulesOfCourt(rulesWithBase(turf.pricePaise, turf.priceRules), court);
  const offeredAt = entry.offeredAt ?? hold?.createdAt ?? null;
  return {
    turf: { id: turf.id, name: turf.name, address: turf.address },
    player: person(player),
    day: entry.day,
    startMinute: entry.startMinute,
    endMinute: entry.endMinute,
    amountPaise: hold
      ? priceOfRange(rules, range, offeredAt ? zonedNow(offeredAt, timeZone) : null).totalPaise
      : 0,
    holdExpiresAt: hold?.holdExpiresAt ?? null,
  };
}
