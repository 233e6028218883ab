import { eq } from 'drizzle-orm';
import type { SplitPreview } from '../../shared/api/split-contract';
import { paiseToRupeesText } from '../../shared/pricing';
import { timeLabel } from '../../shared/slots';
import type { LocalDate } from '../../shared/time';
import { bookingsOfPayment } from '../bookings/queries';
import type { DbOrTx } from '../db/database';
import { turfs } from '../db/schema';
import { holdsLink } from './split-service';
import { findSplit, liveShares, sharesOf, type SplitRow } from './split-records';

// What anyone holding a split's link may see of it, signed in or not (docs/decisions/055, 061):
// the turf, its day and time, and the share a teammate would pay. The link preview and the share
// link's front door read this one rule, so neither can show more than the other: no name, no
// number, no e-mail, nothing of who paid.

export interface SplitFacts {
  split: Pick<SplitRow, 'id' | 'token' | 'status' | 'players' | 'turfId'>;
  turf: { name: string; location: string; imageUrl: string };
  day: LocalDate;
  startMinute: number;
  endMinute: number;
  /** Teammates' shares still unpaid (the booker's own is never one of them). */
  unpaidShares: number;
  /**
   * The first of them by position, the one the split's page hands a teammate (web
   * `shareToPay`), so the share shown before signing in is the one asked for after; null when
   * none is left. Shares differ by a paisa at most.
   */
  sharePaise: number | null;
  /** Open and a teammate's share still to pay. */
  collecting: boolean;
}

/** The split's facts for a holder of its link, or null: no split, or not its token. */
export async function splitFactsByLink(
  db: DbOrTx,
  splitId: string,
  token: string | null | undefined,
): Promise<SplitFacts | null> {
  const split = await findSplit(db, splitId);
  // Without its token a split is nobody's business, exactly as its own page answers 404.
  if (!split || !holdsLink(split, token ?? undefined)) return null;
  const [booking] = await bookingsOfPayment(db, split.bookerIntentId);
  const [turf] = await db
    .select({ name: turfs.name, location: turfs.location, imageUrl: turfs.imageUrl })
    .from(turfs)
    .where(eq(turfs.id, split.turfId));
  if (!booking || !turf) return null;
  const unpaid = liveShares(await sharesOf(db, split.id))
    .filter((share) => share.position > 0 && share.status === 'unpaid')
    .sort((a, b) => a.position - b.position);
  return {
    split,
    turf,
    day: booking.day,
    startMinute: booking.startMinute,
    endMinute: booking.endMinute,
    unpaidShares: unpaid.length,
    sharePaise: unpaid[0]?.amountPaise ?? null,
    collecting: split.status === 'open' && unpaid.length > 0,
  };
}

/** The front door's answer: the facts as the page shows them. */
export function splitPreviewOf(facts: SplitFacts): SplitPreview {
  return {
    turfId: facts.split.turfId,
    turfName: facts.turf.name,
    location: facts.turf.location,
    date: facts.day,
    startTime: timeLabel(facts.startMinute),
    endTime: timeLabel(facts.endMinute),
    status: facts.split.status,
    share: facts.sharePaise === null ? null : paiseToRupeesText(facts.sharePaise),
    sharesLeft: facts.unpaidShares,
    teammates: facts.split.players - 1,
  };
}
