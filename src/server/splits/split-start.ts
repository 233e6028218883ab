import { randomBytes, randomUUID } from 'node:crypto';
import { splitDeadline, splitShares, type SplitRequest } from '../../shared/split';
import { localInstant } from '../../shared/time';
import type { UserRow } from '../auth/users';
import type { ResolvedRequest, SlotRequestDetails } from '../bookings/resolve-request';
import { HttpError } from '../http/errors';
import { holdKeyOf } from '../payments/held-slots';
import { startCounted, type PaymentStart } from '../payments/start-charge';
import type { CheckoutContext } from '../payments/payment-context';
import {
  findSplitOfBookerIntent,
  openSplit,
  type SplitOpening,
  type SplitRow,
} from './split-records';
import { withStartLimit, type StartLimitContext } from '../payments/start-limit';
import { requireClaimedAmount, resolveForPlayer } from '../payments/start-payment';
import { paymentAnswer, type SplitPostPayment } from '../payments/payment-routes';

// Pay Now with "Split with my team" (docs/decisions/044): the slot is held as for any booking
// (its bookings carry the whole price), the split and its shares are recorded in the same
// transaction, and the booker's intent is for their own share only.

export interface SplitStart extends PaymentStart {
  split: SplitRow;
}

/** A random secret for the share link: 32 bytes, base64url. */
const newToken = () => randomBytes(32).toString('base64url');

export async function startSplitPayment(
  context: CheckoutContext & StartLimitContext,
  player: UserRow,
  claimedPaise: number,
  details: SlotRequestDetails | null,
  split: SplitRequest,
  options: { promoCode: string | null; useCredit: boolean },
): Promise<SplitStart> {
  if (!details || details.kind !== 'booking') throw new HttpError(400, 'split_booking_only');
  if (options.promoCode) throw new HttpError(400, 'split_no_promo');
  if (options.useCredit) throw new HttpError(400, 'split_no_credit_for_booker');
  const start = await withStartLimit(context, player.id, async (countIn) => {
    const request = await resolveForPlayer(context, player, details);
    // The whole price is claimed, as without a split: the shares are the server's to work out.
    requireClaimedAmount(claimedPaise, request);
    const purposeKey = `split${split.players}`;
    return startCounted(context, countIn, {
      player,
      kind: request.kind,
      // A split (and its number of players) is another payment than the same slot unsplit.
      holdKey: holdKeyOf(request, null, false, purposeKey),
      holdsSlots: true,
      useCredit: false,
      metadata: { kind: request.kind, userId: player.id, turfId: request.turf.id },
      idempotencyKey: `start-${randomUUID()}`,
      price: () => {
        const opening = splitOpening(context, request, split.players);
        // The slot is held at its whole price; the booker's charge is their own share.
        return {
          pricePaise: opening.sharesPaise[0]!,
          slots: request,
          lines: [
            {
              purpose: 'split_share',
              amountPaise: opening.sharesPaise[0]!,
              splitShareId: opening.shareIds[0]!,
            },
          ],
          record: (tx, opened) =>
            openSplit(tx, opening, { ...opened, bookerId: player.id, turfId: request.turf.id }),
        };
      },
      // Never paid by credit alone: the booker pays their share by card or UPI.
      refusalWhenPaid: () => null,
    });
  });
  const recorded = await findSplitOfBookerIntent(context.db, start.paymentId);
  if (!recorded) throw new HttpError(409, 'split_not_found');
  return { ...start, split: recorded };
}

/** The split to record with the booker's charge: its deadline, shares and link's secret. */
function splitOpening(
  context: Pick<CheckoutContext, 'now' | 'config'>,
  request: ResolvedRequest,
  players: number,
): SplitOpening {
  const range = request.ranges[0]!;
  const zone = context.config.venueTimeZone;
  const deadline = splitDeadline(context.now(), localInstant(range.date, range.start, zone), zone);
  if (!deadline) throw new HttpError(400, 'split_too_late');
  const price = request.charge.finalPaise;
  if (price < players) throw new HttpError(400, 'split_players');
  const sharesPaise = splitShares(price, players);
  return {
    splitId: randomUUID(),
    shareIds: sharesPaise.map(() => randomUUID()),
    players,
    sharesPaise,
    deadline,
    token: newToken(),
  };
}

/** post-payment with `split`: the start and its answer, with the link to share (decision 044). */
export function splitPostPayment(context: CheckoutContext & StartLimitContext): SplitPostPayment {
  return async (start) => {
    const started = await startSplitPayment(
      context,
      start.player,
      start.claimedPaise,
      start.details,
      start.split,
      { promoCode: start.promoCode, useCredit: start.useCredit },
    );
    return {
      ...paymentAnswer(started),
      splitId: started.split.id,
      shareToken: started.split.token,
      shareLink: shareLinkOf(start.origin, started.split),
    };
  };
}

/** The web page a teammate opens, carrying the token. */
export function shareLinkOf(origin: string, split: Pick<SplitRow, 'id' | 'token'>) {
  return `${origin}/splits/${split.id}?token=${encodeURIComponent(split.token)}`;
}
