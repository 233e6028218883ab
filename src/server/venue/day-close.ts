import type { DayCloseAnswer, dayCloseBodySchema } from '../../shared/api/day-close-contract';
import {
  cashDifference,
  checkCloseNote,
  deskTakings,
  noMoney,
  paiseToRupeeText,
  parseCountedCash,
  type MethodSums,
  type PersonSums,
} from '../../shared/day-close';
import { zonedNow, type LocalDate } from '../../shared/time';
import type { z } from 'zod';
import { recordAudit } from '../audit/audit-log';
import type { VenueActor } from '../auth/venue-access';
import type { Db, DbOrTx } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import { requireDatesWithin } from '../http/date-windows';
import { HttpError } from '../http/errors';
import {
  dayCloseOf,
  deskPaymentsOfDay,
  insertDayClose,
  namesOf,
  type DeskPaymentRow,
} from './day-close-sql';

// A venue's day closed at the desk (docs/decisions/066): what the desk took that day (payments
// recorded that venue-local day, per method and per person who took them; those before teams
// under the owner), the cash counted against it, and the difference with a note. One close a
// day (the unique constraint decides a race); a closed day's figures are kept as closed, and a
// payment recorded after the close is shown apart, never added to them.

export interface DayCloseContext {
  db: Db;
  now: () => Date;
  config: { venueTimeZone: string };
}

interface Turf {
  id: string;
  ownerId: string;
}

/** What by_staff keeps of each person. */
interface StoredPerson {
  userId: string;
  fullname: string;
  cashPaise: number;
  upiPaise: number;
  cardPaise: number;
}

function sumsText(sums: MethodSums) {
  return {
    cash: paiseToRupeeText(sums.cash),
    upi: paiseToRupeeText(sums.upi),
    card: paiseToRupeeText(sums.card),
  };
}

async function takingsOf(
  tx: DbOrTx,
  turf: Turf,
  payments: readonly DeskPaymentRow[],
): Promise<{ total: MethodSums; byStaff: StoredPerson[] }> {
  const { total, byPerson } = deskTakings(payments, turf.ownerId);
  const names = await namesOf(
    tx,
    byPerson.map((person) => person.userId),
  );
  return {
    total,
    byStaff: byPerson.map((person: PersonSums) => ({
      userId: person.userId,
      fullname: names.get(person.userId) ?? '',
      cashPaise: person.cash,
      upiPaise: person.upi,
      cardPaise: person.card,
    })),
  };
}

function personJson(person: StoredPerson) {
  return {
    userId: person.userId,
    fullname: person.fullname,
    ...sumsText({ cash: person.cashPaise, upi: person.upiPaise, card: person.cardPaise }),
  };
}

function sumsOfPerson(person: StoredPerson | undefined): MethodSums {
  return person
    ? { cash: person.cashPaise, upi: person.upiPaise, card: person.cardPaise }
    : noMoney();
}

/** The whole venue's day, or (`own`) only what `personId` took, for the front desk. */
async function readDay(
  context: DayCloseContext,
  db: DbOrTx,
  turf: Turf,
  day: LocalDate,
  own: { id: string; fullname: string } | null,
): Promise<DayCloseAnswer> {
  const [close, payments] = await Promise.all([
    dayCloseOf(db, turf.id, day),
    deskPaymentsOfDay(db, turf.id, day, context.config.venueTimeZone),
  ]);
  let total: MethodSums;
  let byStaff: StoredPerson[];
  let after: { total: MethodSums; byStaff: StoredPerson[] } | null = null;
  if (close) {
    total = {
      cash: close.expectedCashPaise,
      upi: close.expectedUpiPaise,
      card: close.expectedCardPaise,
    };
    byStaff = close.byStaff as StoredPerson[];
    const counted = new Set(close.countedBookings as string[]);
    after = await takingsOf(
      db,
      turf,
      payments.filter((payment) => !counted.has(payment.bookingId)),
    );
  } else {
    ({ total, byStaff } = await takingsOf(db, turf, payments));
  }

  if (own) {
    const mine = byStaff.find((person) => person.userId === own.id);
    const mineAfter = after?.byStaff.find((person) => person.userId === own.id);
    return {
      success: true,
      date: day,
      expected: sumsText(sumsOfPerson(mine)),
      byStaff: [
        personJson(
          mine ?? {
            userId: own.id,
            fullname: own.fullname,
            cashPaise: 0,
            upiPaise: 0,
            cardPaise: 0,
          },
        ),
      ],
      counted: null,
      difference: null,
      note: null,
      closedBy: close ? { fullname: close.closedByName } : null,
      closedAt: close?.closedAt.toISOString() ?? null,
      takenAfterClose: after ? sumsText(sumsOfPerson(mineAfter)) : null,
      scope: 'own',
    };
  }
  return {
    success: true,
    date: day,
    expected: sumsText(total),
    byStaff: byStaff.map(personJson),
    counted: close ? { cash: paiseToRupeeText(close.countedCashPaise) } : null,
    difference: close
      ? paiseToRupeeText(cashDifference(close.countedCashPaise, close.expectedCashPaise))
      : null,
    note: close ? close.note : null,
    closedBy: close ? { fullname: close.closedByName } : null,
    closedAt: close?.closedAt.toISOString() ?? null,
    takenAfterClose: after ? sumsText(after.total) : null,
    scope: 'venue',
  };
}

function clockOf(context: DayCloseContext) {
  return { now: context.now(), timeZone: context.config.venueTimeZone };
}

function today(context: DayCloseContext): LocalDate {
  return zonedNow(context.now(), context.config.venueTimeZone).date;
}

/** GET: the day's figures; `own` for a person who may read only their own takings. */
export function readDayClose(
  context: DayCloseContext,
  turf: Turf,
  day: LocalDate | undefined,
  own: { id: string; fullname: string } | null,
): Promise<DayCloseAnswer> {
  requireDatesWithin('calendar', [day], clockOf(context));
  return readDay(context, context.db, turf, day ?? today(context), own);
}

/**
 * POST: closes the day, counting `counted.cash` against what the desk took: 400 for a day not yet
 * begun, counted cash that is not rupees, or a difference with no note; 409 when the day is
 * closed already (a second close, or the loser of a race: the unique constraint decides).
 */
export async function closeDay(
  context: DayCloseContext,
  turf: Turf,
  actor: VenueActor,
  body: z.output<typeof dayCloseBodySchema>,
): Promise<DayCloseAnswer> {
  const day = body.date;
  requireDatesWithin('calendar', [day], clockOf(context));
  if (day > today(context)) throw new HttpError(400, 'day_close_future');
  const counted = parseCountedCash(body.counted.cash);
  if ('problem' in counted)
    throw HttpError.refusal(400, counted.problem, 'day_close_counted_invalid');
  try {
    await context.db.transaction(async (tx) => {
      if (await dayCloseOf(tx, turf.id, day)) throw new HttpError(409, 'day_already_closed');
      const now = context.now();
      const payments = await deskPaymentsOfDay(tx, turf.id, day, context.config.venueTimeZone);
      const { total, byStaff } = await takingsOf(tx, turf, payments);
      const difference = cashDifference(counted.paise, total.cash);
      const note = checkCloseNote(body.note, difference);
      if ('problem' in note) throw HttpError.refusal(400, note.problem, 'day_close_note_needed');
      await insertDayClose(tx, {
        turfId: turf.id,
        day,
        expectedCashPaise: total.cash,
        expectedUpiPaise: total.upi,
        expectedCardPaise: total.card,
        countedCashPaise: counted.paise,
        note: note.note,
        byStaff,
        countedBookings: payments.map((payment) => payment.bookingId),
        closedBy: actor.id,
        closedAt: now,
      });
      await recordAudit(tx, {
        turfId: turf.id,
        actor,
        action: 'day.close',
        target: day,
        before: null,
        after: {
          expectedCash: sumsText(total).cash,
          expectedUpi: sumsText(total).upi,
          expectedCard: sumsText(total).card,
          countedCash: paiseToRupeeText(counted.paise),
          difference: paiseToRupeeText(difference),
          note: note.note,
        },
        at: now,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, 'day_already_closed');
    throw error;
  }
  return readDay(context, context.db, turf, day, null);
}
