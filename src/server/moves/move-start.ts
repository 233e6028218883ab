import { MOVE_PRICE_CODE, MOVE_PRICE_MESSAGES } from '../../shared/move-price';
import { paiseToRupeesText } from '../../shared/pricing';
import type { UserRow } from '../auth/users';
import { HttpError } from '../http/errors';
import { holdAndOpenIntent, type PaymentStart } from '../payments/hold-and-pay';
import type { CheckoutContext } from '../payments/payment-context';
import { withStartLimit, type StartLimitContext } from '../payments/start-limit';
import type { MoveQuote } from './move-quote';

// Paying a move's difference (docs/decisions/053) through the one start: the new slot is held for
// the charge, whose one line is the move naming the booking, and the intent is for the difference
// only. Nothing moves until finalize hands the paid charge to the move purpose.

/** The 402 of a move to a dearer slot asked without payDifference: nothing moved. */
export function priceDifferenceError(differencePaise: number) {
  return new HttpError(402, MOVE_PRICE_MESSAGES.payFirst(differencePaise), {
    code: MOVE_PRICE_CODE,
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
  return withStartLimit(context, player.id, (countIn) =>
    holdAndOpenIntent(context, player, quote.request, countIn, null, 0, {
      cardPaise: differencePaise,
      holdKeyPart: `move-${bookingId}`,
      lines: [{ purpose: 'move', amountPaise: differencePaise, bookingId }],
      record: async () => {},
    }),
  );
}
