import { eq } from 'drizzle-orm';
import { safeForLog } from '../http/logging';
import type { Db, DbOrTx } from '../db/database';
import { localPaymentIntents } from '../db/schema-money';
import type { FinalizeOutcome } from '../payments/finalize';
import type { GatewayIntent } from '../payments/gateways/gateway';
import {
  UPI_DECLINE,
  UPI_EXPIRED,
  dueUpiRequests,
  findUpiRequest,
  markUpiApproved,
  markUpiUnanswered,
  startUpiRequest,
  toIntent,
  upiVerdict,
  type IntentRow,
  type LocalUpiTiming,
} from './local-upi';
import { logError } from '../http/request-log';

// The local gateway's UPI requests as a whole (decision 037). Nothing here waits for a browser:
// a due request is resolved by whoever reads its intent first (the checkout's polling, the
// minute sweep through retrieveIntent and resolveDue, the development UPI app), always through
// the compare-and-swaps of local-upi.ts, so it is resolved once.

/**
 * What the app does with an approved payment: finalize it inside the approval's transaction
 * (as a card's confirm does), then give money back after the commit when its slot was lost.
 */
export interface UpiSettlement {
  whenPaid(tx: DbOrTx, intent: GatewayIntent): Promise<FinalizeOutcome>;
  afterCommit(intent: GatewayIntent, paid: FinalizeOutcome): Promise<FinalizeOutcome>;
}

/** An intent as it stands after its due request (if any) was resolved. */
export interface Resolved {
  row: IntentRow;
  /** How the payment was settled, when this call approved it. */
  paid?: FinalizeOutcome;
}

export type UpiAnswer = 'approve' | 'decline';

export class LocalUpiRequests {
  private settlement: UpiSettlement | null = null;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    readonly timing: LocalUpiTiming,
    /** Told once of each request declined in the UPI app or left to expire. */
    private readonly onDecline: () => void = () => {},
  ) {}

  /** Set once by the composition root: the gateway is built before the app's finalize path. */
  settleWith(settlement: UpiSettlement) {
    this.settlement = settlement;
  }

  /**
   * Sends a collect request to `vpa` (normalized, valid, not the declining test ID). `whenRequested`
   * runs in the request's transaction (the app keeps the payment's holds for the window). Answers
   * the intent as it then stands (already approved when approveMs is 0), or null when it was not
   * awaiting a payment method.
   */
  async request(
    clientSecret: string,
    vpa: string,
    billingName: string,
    whenRequested: (tx: DbOrTx, intent: GatewayIntent, expiresAt: Date) => Promise<void>,
  ): Promise<Resolved | null> {
    const now = this.now();
    const started = await this.db.transaction(async (tx) => {
      const [row] = await startUpiRequest(tx, {
        clientSecret,
        vpa,
        billingName,
        now,
        expiryMs: this.timing.expiryMs,
      });
      if (row) await whenRequested(tx, toIntent(row), row.upiExpiresAt!);
      return row ?? null;
    });
    return started ? this.resolve(started) : null;
  }

  /** Resolves the row's request if its verdict is due; answers the row as it then stands. */
  async resolve(row: IntentRow): Promise<Resolved> {
    const verdict = upiVerdict(row, this.now(), this.timing);
    if (!verdict || !row.upiRequest) return { row };
    const done =
      verdict === 'approve'
        ? await this.approve(row.upiRequest)
        : await this.unanswered(row.upiRequest, 'expire');
    return done ?? { row: await this.reread(row.id) };
  }

  /** The development UPI app's answer to a request; null when it is no longer open. */
  async answer(request: string, answer: UpiAnswer): Promise<Resolved | null> {
    const row = await findUpiRequest(this.db, request);
    if (!row || row.status !== 'processing') return null;
    // An expired request is expired for the app too, whatever it answers.
    if (upiVerdict(row, this.now(), this.timing) === 'expire')
      return (await this.unanswered(request, 'expire')) ?? null;
    return answer === 'approve' ? this.approve(request) : this.unanswered(request, 'decline');
  }

  /** The open request by its reference, resolved first (so an expired one is not shown open). */
  async open(request: string): Promise<IntentRow | null> {
    const row = await findUpiRequest(this.db, request);
    if (!row) return null;
    const { row: now } = await this.resolve(row);
    return now.status === 'processing' ? now : null;
  }

  /** The minute sweep: every request whose verdict is due, each on its own. */
  async resolveDue(): Promise<void> {
    for (const row of await dueUpiRequests(this.db, this.now(), this.timing)) {
      try {
        await this.resolve(row);
      } catch (error) {
        logError('Resolving a UPI request failed; the next sweep retries.', safeForLog(error));
      }
    }
  }

  private async approve(request: string): Promise<Resolved | null> {
    const settlement = this.settlement;
    const done = await this.db.transaction(async (tx) => {
      const [row] = await markUpiApproved(tx, request);
      if (!row) return null;
      return { row, paid: settlement ? await settlement.whenPaid(tx, toIntent(row)) : undefined };
    });
    if (done?.paid && settlement)
      done.paid = await settlement.afterCommit(toIntent(done.row), done.paid);
    return done;
  }

  private async unanswered(request: string, why: 'expire' | 'decline'): Promise<Resolved | null> {
    const [row] = await markUpiUnanswered(
      this.db,
      request,
      why === 'expire' ? UPI_EXPIRED : UPI_DECLINE,
    );
    if (row) this.onDecline();
    return row ? { row } : null;
  }

  private async reread(id: string): Promise<IntentRow> {
    const [row] = await this.db
      .select()
      .from(localPaymentIntents)
      .where(eq(localPaymentIntents.id, id));
    return row!;
  }
}
