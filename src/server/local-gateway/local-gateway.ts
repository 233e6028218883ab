import { randomInt } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { cardProblem, type CardInput } from '../../shared/card';
import { UPI_TEST_IDS } from '../../shared/upi';
import { preparedPerDb, type Db, type DbOrTx } from '../db/database';
import { localPaymentIntents, localRefunds } from '../db/schema-money';
import type {
  CreateIntentInput,
  GatewayIntent,
  PartRefund,
  PaymentGateway,
} from '../payments/gateways/gateway';
import {
  DEFAULT_UPI_TIMING,
  UPI_DECLINE,
  toIntent,
  type IntentRow,
  type LocalUpiTiming,
} from './local-upi';
import { LocalUpiRequests, type Resolved } from './local-upi-requests';

// The offline stand-in for a card network, answering like Stripe's test mode: it keeps its own
// ledger (local_payment_intents) and knows Stripe's test card numbers.

export interface CardDecline {
  code: string;
  message: string;
}

/** Stripe's test cards that fail, by number; every other valid card succeeds. */
const DECLINES: Record<string, CardDecline> = {
  '4000000000000002': { code: 'card_declined', message: 'Your card was declined.' },
  '4000000000009995': { code: 'card_declined', message: 'Your card has insufficient funds.' },
  '4000000000000069': { code: 'expired_card', message: 'Your card has expired.' },
  '4000000000000127': { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
  '4000000000000119': {
    code: 'processing_error',
    message: 'An error occurred while processing your card. Try again in a little bit.',
  },
};

/** Stripe's test card whose payments succeed and whose refunds fail. */
const REFUND_REFUSING_CARD_LAST4 = '5126';

export type ConfirmOutcome<Paid = void> =
  | { kind: 'succeeded'; intent: GatewayIntent; paid: Paid }
  | { kind: 'declined'; intent: GatewayIntent; decline: CardDecline }
  | { kind: 'invalid-card'; decline: CardDecline }
  | { kind: 'unknown-intent' }
  | { kind: 'not-confirmable'; intent: GatewayIntent };

type Refused = Exclude<ConfirmOutcome, { kind: 'succeeded' }>;

/** A UPI request's first answer: refused at once, or requested (and maybe approved already). */
export type UpiOutcome = Refused | { kind: 'requested'; resolved: Resolved };

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function randomAlphanumeric(length: number): string {
  return Array.from({ length }, () => ID_ALPHABET[randomInt(ID_ALPHABET.length)]).join('');
}

/**
 * An id shaped like Stripe's (`pi_` + 24 letters and digits): random from the first character,
 * so the 10 characters the owner's table shows tell payments apart.
 */
export function newPaymentIntentId(): string {
  return `pi_${randomAlphanumeric(24)}`;
}

// Each booking opens an intent and pays it: those two statements are prepared.
const createIntent = preparedPerDb((db) =>
  db
    .insert(localPaymentIntents)
    .values({
      id: sql.placeholder('id'),
      clientSecret: sql.placeholder('clientSecret'),
      amount: sql.placeholder('amount'),
      currency: sql.placeholder('currency'),
      status: 'requires_payment_method',
      metadata: sql.placeholder('metadata'),
      idempotencyKey: sql.placeholder('idempotencyKey'),
    })
    .onConflictDoNothing({ target: localPaymentIntents.idempotencyKey })
    .returning()
    .prepare('local_gateway_create_intent'),
);

const markSucceeded = (
  tx: DbOrTx,
  values: { clientSecret: string; billingName: string; last4: string | null },
) =>
  tx
    .update(localPaymentIntents)
    .set({
      status: 'succeeded',
      lastError: null,
      billingName: sql`${sql.placeholder('billingName')}`,
      cardLast4: sql`${sql.placeholder('last4')}`,
    })
    .where(
      and(
        eq(localPaymentIntents.clientSecret, sql.placeholder('clientSecret')),
        eq(localPaymentIntents.status, 'requires_payment_method'),
      ),
    )
    .returning()
    .prepare('local_gateway_mark_succeeded')
    .execute(values);

export class LocalGateway implements PaymentGateway {
  readonly provider = 'local' as const;

  /** UPI collect requests waiting for approval (decision 037). */
  readonly upi: LocalUpiRequests;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    upiTiming: LocalUpiTiming = DEFAULT_UPI_TIMING,
    /** Told of each refusal, as a provider's webhook tells of one (docs/decisions/069). */
    private readonly onDecline: () => void = () => {},
  ) {
    this.upi = new LocalUpiRequests(db, now, upiTiming, onDecline);
  }

  async createIntent(input: CreateIntentInput): Promise<GatewayIntent> {
    const id = newPaymentIntentId();
    const [row] = await createIntent(this.db).execute({
      id,
      clientSecret: `${id}_secret_${randomAlphanumeric(24)}`,
      amount: input.amount,
      currency: input.currency,
      metadata: input.metadata,
      idempotencyKey: input.idempotencyKey,
    });
    if (row) return toIntent(row);
    const [earlier] = await this.db
      .select()
      .from(localPaymentIntents)
      .where(eq(localPaymentIntents.idempotencyKey, input.idempotencyKey));
    return toIntent(earlier!);
  }

  /** Resolves a due UPI request first, so nobody has to wait for the browser (decision 037). */
  async retrieveIntent(intentId: string): Promise<GatewayIntent> {
    const row = await this.retrieveRow(intentId);
    if (!row) throw new Error(`Unknown payment intent ${intentId}`);
    return toIntent((await this.upi.resolve(row)).row);
  }

  /** The minute sweep's turn: UPI requests approved or expired meanwhile are settled. */
  async resolveDue(): Promise<void> {
    await this.upi.resolveDue();
  }

  async cancelIntent(intentId: string): Promise<GatewayIntent> {
    await this.db
      .update(localPaymentIntents)
      .set({ status: 'canceled' })
      .where(
        and(
          eq(localPaymentIntents.id, intentId),
          eq(localPaymentIntents.status, 'requires_payment_method'),
        ),
      );
    return this.retrieveIntent(intentId);
  }

  async findByClientSecret(clientSecret: string): Promise<GatewayIntent | null> {
    const row = await this.findRow(clientSecret);
    return row ? toIntent(row) : null;
  }

  /** The intent's whole row, its due UPI request resolved first. */
  async findResolved(clientSecret: string): Promise<Resolved | null> {
    const row = await this.findRow(clientSecret);
    return row ? this.upi.resolve(row) : null;
  }

  private async findRow(clientSecret: string): Promise<IntentRow | null> {
    const [row] = await this.db
      .select()
      .from(localPaymentIntents)
      .where(eq(localPaymentIntents.clientSecret, clientSecret));
    return row ?? null;
  }

  async refund(intentId: string, part?: PartRefund): Promise<void> {
    const intent = await this.retrieveRow(intentId);
    if (intent?.cardLast4 === REFUND_REFUSING_CARD_LAST4)
      throw new Error('The card network refused the refund (test card 4000 0000 0000 5126).');
    if (!part) {
      await this.db
        .update(localPaymentIntents)
        .set({ refundedAt: this.now() })
        .where(and(eq(localPaymentIntents.id, intentId), isNull(localPaymentIntents.refundedAt)));
      return;
    }
    await this.db.transaction(async (tx) => {
      // The intent's row lock serializes refunds of one payment, so their sum stays exact.
      const [paid] = await tx
        .select()
        .from(localPaymentIntents)
        .where(eq(localPaymentIntents.id, intentId))
        .for('update');
      const [done] = await tx
        .select({ id: localRefunds.id })
        .from(localRefunds)
        .where(eq(localRefunds.idempotencyKey, part.idempotencyKey));
      if (done) return;
      const [refunded] = await tx
        .select({ sum: sql<string>`coalesce(sum(${localRefunds.amount}), 0)` })
        .from(localRefunds)
        .where(eq(localRefunds.intentId, intentId));
      if (paid?.status !== 'succeeded') throw new Error(`${intentId} was not paid.`);
      if (paid.refundedAt || Number(refunded!.sum) + part.amount > paid.amount)
        throw new Error(`Refund of ${part.amount} exceeds what is left of ${intentId}.`);
      await tx.insert(localRefunds).values({
        id: `re_${randomAlphanumeric(24)}`,
        intentId,
        amount: part.amount,
        idempotencyKey: part.idempotencyKey,
      });
    });
  }

  private async retrieveRow(intentId: string): Promise<IntentRow | null> {
    const [row] = await this.db
      .select()
      .from(localPaymentIntents)
      .where(eq(localPaymentIntents.id, intentId));
    return row ?? null;
  }

  /**
   * The card network's answer to a card for an intent; a success is recorded atomically once.
   * `whenPaid` runs in the same transaction as the success (the app finalizes the payment there,
   * as Stripe's webhook would a moment later): one commit for both, and never a success without
   * its bookings or refund decided. A card that passes goes straight to the compare-and-swap; the
   * intent is read first only when there is something to explain (a bad card, or no row moved).
   */
  async confirm<Paid>(
    clientSecret: string,
    card: CardInput,
    billingName: string,
    whenPaid: (tx: DbOrTx, intent: GatewayIntent) => Promise<Paid>,
  ): Promise<ConfirmOutcome<Paid>> {
    const today = this.now();
    const problem = cardProblem(card, {
      year: today.getUTCFullYear(),
      month: today.getUTCMonth() + 1,
    });
    const decline = problem ? undefined : DECLINES[card.number.replace(/[\s-]/g, '')];
    if (problem)
      return this.refuse(clientSecret, { code: 'invalid_card', message: problem }, false);
    if (decline) return this.refuse(clientSecret, decline, true);
    return this.succeed(
      clientSecret,
      { billingName, last4: card.number.replace(/[\s-]/g, '').slice(-4) },
      whenPaid,
    );
  }

  /**
   * The UPI network's answer to a collect request (decision 037): Razorpay's declining test ID is
   * refused at once; any other ID is asked to approve (success@razorpay approves by itself after
   * a moment). `vpa` is already normalized and valid; `whenRequested` runs in the request's
   * transaction.
   */
  async confirmUpi(
    clientSecret: string,
    vpa: string,
    billingName: string,
    whenRequested: (tx: DbOrTx, intent: GatewayIntent, expiresAt: Date) => Promise<void>,
  ): Promise<UpiOutcome> {
    if (vpa === UPI_TEST_IDS.declines) return this.refuse(clientSecret, UPI_DECLINE, true);
    const resolved = await this.upi.request(clientSecret, vpa, billingName, whenRequested);
    if (resolved) return { kind: 'requested', resolved };
    const intent = await this.findByClientSecret(clientSecret);
    return intent ? { kind: 'not-confirmable', intent } : { kind: 'unknown-intent' };
  }

  /** A refused payment: the intent is read only here, when there is something to explain. */
  private async refuse(
    clientSecret: string,
    decline: CardDecline,
    recorded: boolean,
  ): Promise<Refused> {
    const intent = await this.findByClientSecret(clientSecret);
    if (!intent) return { kind: 'unknown-intent' };
    if (intent.status !== 'requires_payment_method') return { kind: 'not-confirmable', intent };
    if (!recorded) return { kind: 'invalid-card', decline };
    await this.db
      .update(localPaymentIntents)
      .set({ lastError: decline.message })
      .where(eq(localPaymentIntents.id, intent.id));
    this.onDecline();
    return { kind: 'declined', intent, decline };
  }

  private async succeed<Paid>(
    clientSecret: string,
    payer: { billingName: string; last4: string | null },
    whenPaid: (tx: DbOrTx, intent: GatewayIntent) => Promise<Paid>,
  ): Promise<ConfirmOutcome<Paid>> {
    const paid = await this.db.transaction(async (tx) => {
      const [row] = await markSucceeded(tx, { clientSecret, ...payer });
      if (!row) return null;
      const intent = toIntent(row);
      return { intent, paid: await whenPaid(tx, intent) };
    });
    if (paid) return { kind: 'succeeded', ...paid };
    const intent = await this.findByClientSecret(clientSecret);
    return intent ? { kind: 'not-confirmable', intent } : { kind: 'unknown-intent' };
  }
}
