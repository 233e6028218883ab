import { randomUUID } from 'node:crypto';
import { MOVE_PRICE_CODE } from '../../shared/move-price';
import { paiseToRupeesText } from '../../shared/pricing';
import type { UserRow } from '../auth/users';
import { HttpError } from '../http/errors';
import { holdKeyOf } from '../payments/held-slots';
import { startCharge, type PaymentStart } from '../payments/start-charge';
import type { CheckoutContext } from '../payments/payment-context';
import type { StartLimitContext } from '../payments/start-limit';
import type { MoveQuote } from './move-quote';

// Paying a move's difference (docs/decisions/053) through the one start: the new slot is held for
// the charge, whose one line is the move naming the booking, and the intent is for the difference
// only. Nothing moves until finalize hands the paid charge to the move purpose.

/** The 402 of a move to a dearer slot asked without payDifference: nothing moved. */
export function priceDifferenceError(differencePaise: number) {
  return HttpError.templated(402, MOVE_PRICE_CODE, {
    difference: paiseToRupeesText(differencePaise),
  });
}

export async function startPaidMove(
  context: CheckoutContext & StartLimitContext,
  player: UserRow,
  bookingId: string,
  quote: MoveQuote,
): Promise<PaymentStart> {
  if (quote.settlement.kind !== 'pay') throw new Error('only a dearer move is paid for');
  const differencePaise = quote.settlement.differencePaise;
  return startCharge(context, {
    player,
    kind: quote.request.kind,
    holdKey: holdKeyOf(quote.request, null, false, `move-${bookingId}`),
    holdsSlots: true,
    useCredit: false,
    metadata: { kind: 'move', userId: player.id, bookingId },
    idempotencyKey: `move-${randomUUID()}`,
    // The new slot is held at its own price; the charge is the difference only.
    price: () => ({
      pricePaise: differencePaise,
      slots: quote.request,
      lines: [{ purpose: 'move', amountPaise: differencePaise, bookingId }],
    }),
    // Never paid by credit alone: the difference is paid by card or UPI.
    refusalWhenPaid: () => null,
  });
}
