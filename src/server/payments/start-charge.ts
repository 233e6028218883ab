import { CURRENCY } from '../../shared/catalog';
import type { UserRow } from '../auth/users';
import { recordCredit } from '../credit/ledger';
import { HttpError } from '../http/errors';
import type { NewChargeLine } from './charge-lines';
import { finalizePaid, type FinalizeOutcome } from './finalize';
import type { PaymentStart } from './hold-and-pay';
import { creditFor, dropRestIntent, openIntentForRest } from './intents';
import type { PaymentContext } from './payment-context';
import { findPendingPaymentFor, recordPayment, type PaymentRow } from './payment-records';
import { withStartLimit, type StartLimitContext } from './start-limit';

// The one start of a charge that holds no slot of its own (docs/decisions/052): a split's share,
// a game's spot, an older client's payment. Pay Now's holdAndOpenIntent is the same start with
// the slots held in its transaction. Either way: the payment-start limit, the same request
// answered by its pending charge, the gateway's intent for what credit leaves to pay, then ONE
// transaction that counts the start, records the charge with its lines and debits the credit,
// and drops the intent when anything in it fails. A charge credit pays in full is finalized in
// that transaction, through finalize's own path.

export interface ChargeToStart {
  player: UserRow;
  kind: PaymentRow['kind'];
  /** The same request again while its charge is unpaid answers that charge (null: never). */
  holdKey: string | null;
  /** What it pays for; an older client's payment names nothing until it is claimed. */
  lines: readonly NewChargeLine[];
  /** What it costs, card and credit together. */
  pricePaise: number;
  /** Pay what the balance covers with TurfBook credit (intents.ts creditFor), debited here. */
  useCredit: boolean;
  /** The booking the credit entry explains, if any (a share's booking). */
  creditBookingId: string | null;
  /** Until when what it pays for is kept for the payer (the answer's holdExpiresAt). */
  keptUntil: Date | null;
  metadata: Record<string, string>;
  idempotencyKey: string;
  /**
   * Why a charge credit paid in full cannot stand (its purpose refused it), or null: the start
   * then rolls back, debit and all, with that reason (409).
   */
  refusalWhenPaid: (outcome: FinalizeOutcome) => string | null;
}

export function startCharge(
  context: PaymentContext & StartLimitContext,
  start: ChargeToStart,
): Promise<PaymentStart> {
  const { player } = start;
  return withStartLimit(context, player.id, async (countIn) => {
    const pending = start.holdKey
      ? await findPendingPaymentFor(context.db, player.id, start.holdKey)
      : null;
    if (pending)
      return {
        clientSecret: pending.clientSecret,
        paymentId: pending.intentId,
        holdExpiresAt: start.keptUntil,
        amountPaise: pending.amountPaise + pending.creditPaise,
        creditPaise: pending.creditPaise,
        paidWithCredit: false,
      };
    const creditPaise = await creditFor(context.db, player.id, start.pricePaise, start.useCredit);
    const intent = await openIntentForRest(
      context,
      start.pricePaise - creditPaise,
      start.metadata,
      start.idempotencyKey,
    );
    const now = context.now();
    try {
      return await context.db.transaction(async (tx): Promise<PaymentStart> => {
        await countIn(tx);
        await recordPayment(tx, {
          intentId: intent.id,
          clientSecret: intent.clientSecret,
          provider: intent.provider,
          userId: player.id,
          kind: start.kind,
          amountPaise: start.pricePaise - creditPaise,
          creditPaise: creditPaise,
          currency: CURRENCY,
          holdKey: start.holdKey,
          createdAt: now,
          lines: start.lines,
        });
        // Debited with the charge: 409 and nothing written if another tab spent it meanwhile.
        if (creditPaise > 0)
          await recordCredit(tx, {
            userId: player.id,
            amountPaise: -creditPaise,
            reason: 'spent',
            bookingId: start.creditBookingId,
            now,
          });
        const started: PaymentStart = {
          clientSecret: intent.clientSecret,
          paymentId: intent.id,
          holdExpiresAt: start.keptUntil,
          amountPaise: start.pricePaise,
          creditPaise: creditPaise,
          paidWithCredit: intent.creditOnly,
        };
        if (!intent.creditOnly) return started;
        const outcome = await finalizePaid(tx, context, intent.id);
        const refusal = start.refusalWhenPaid(outcome);
        if (refusal) throw new HttpError(409, refusal);
        return outcome.outcome === 'booked'
          ? { ...started, bookingIds: outcome.bookingIds }
          : started;
      });
    } catch (error) {
      await dropRestIntent(context, intent);
      throw error;
    }
  });
}
