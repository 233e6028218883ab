import { randomUUID } from 'node:crypto';
import { CURRENCY } from '../../shared/catalog';
import { creditToUse } from '../../shared/credit-spend';
import { creditBalance } from '../credit/ledger';
import type { DbOrTx } from '../db/database';
import { HttpError } from '../http/errors';
import { safeForLog } from '../http/logging';
import type { PaymentContext } from './payment-context';
import type { PaymentRow } from './payment-records';
import { ERROR_CATALOGUE } from '../../shared/errors/error-catalogue';
import { logError } from '../http/request-log';

// The gateway's intent for a payment, and what TurfBook credit pays of it (docs/decisions/040).
// One rule for every checkout that takes credit: a booking's Pay Now and a game's spot (045).

export const INTENT_FAILED = ERROR_CATALOGUE.intent_failed.en;

/** Opens the gateway's intent; a provider failure becomes a clear 502 for the browser. */
export async function openIntent(
  context: Pick<PaymentContext, 'payments'>,
  amount: number,
  metadata: Record<string, string>,
  idempotencyKey: string,
) {
  try {
    return await context.payments.createIntent({
      amount,
      currency: CURRENCY,
      metadata,
      idempotencyKey,
    });
  } catch (error) {
    logError('Creating a payment intent failed', safeForLog(error));
    throw new HttpError(502, 'intent_failed');
  }
}

/** Cancels an intent nobody will pay (its request lost the slot); a failure only costs a log line. */
export async function dropIntent(context: Pick<PaymentContext, 'payments'>, intentId: string) {
  await context.payments.cancelIntent(intentId).catch((error: unknown) => {
    // Unpaid and unrecorded, it can never become a booking; the provider expires it.
    logError('Cancelling an unused payment intent failed', safeForLog(error));
  });
}

/**
 * What credit pays of `pricePaise` when the player asks to use it: all that the balance covers
 * now (the payment's transaction debits it, or answers 409 if another tab spent it meanwhile).
 * Asking with no credit at all is a 409: pay by card or UPI.
 */
export async function creditFor(
  db: DbOrTx,
  playerId: string,
  pricePaise: number,
  useCredit: boolean,
): Promise<number> {
  if (!useCredit) return 0;
  const creditPaise = creditToUse(await creditBalance(db, playerId), pricePaise);
  if (creditPaise === 0) throw new HttpError(409, 'credit_none');
  return creditPaise;
}

/** The intent for what credit leaves to pay: the gateway's, or none when credit pays it all. */
export interface RestIntent {
  id: string;
  clientSecret: string;
  provider: PaymentRow['provider'];
  /** Credit pays it all: no card step, the payment is settled in its own transaction. */
  creditOnly: boolean;
}

/**
 * Opens the gateway's intent for `cardPaise`; when that is 0 (credit pays it all) no gateway is
 * asked and the payment row gets an id of our own (`credit_…`, provider 'credit').
 */
export async function openIntentForRest(
  context: Pick<PaymentContext, 'payments'>,
  cardPaise: number,
  metadata: Record<string, string>,
  idempotencyKey: string,
): Promise<RestIntent> {
  if (cardPaise === 0)
    return { id: `credit_${randomUUID()}`, clientSecret: '', provider: 'credit', creditOnly: true };
  const intent = await openIntent(context, cardPaise, metadata, idempotencyKey);
  return { ...intent, provider: context.payments.provider, creditOnly: false };
}

/** Cancels the rest's intent of a payment that was not recorded (none to cancel for credit). */
export async function dropRestIntent(
  context: Pick<PaymentContext, 'payments'>,
  intent: RestIntent,
) {
  if (!intent.creditOnly) await dropIntent(context, intent.id);
}
