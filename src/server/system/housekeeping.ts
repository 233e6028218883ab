import { creditLapsedRainOuts } from '../aftercare/rain-out-choice';
import type { RateCounter } from '../auth/rate-limit';
import { deleteExpiredSessions } from '../auth/sessions';
import { expireStaleHoldsEverywhere } from '../bookings/hold-endings';
import { offerFreedRangesEverywhere } from '../bookings/waitlist-offers';
import type { PaymentContext } from '../payments/payment-context';
import { reconcilePayments } from '../payments/reconcile';
import { sweepSplits } from '../splits/split-sweep';
import { sweepGames } from '../games/game-changes';
import type { Database } from '../db/database';
import type { AppConfig } from '../config';
import { figureMarkedPayouts } from '../payouts/payout-lines';
import { releasePayouts } from '../payouts/payout-release';
import { retryUnreachedAccounts } from '../payouts/payout-accounts';
import { issueStatements } from '../payouts/payout-statements';
import { issueFeeInvoices } from '../payouts/fee-invoices';
import type { PayoutRail } from '../payouts/payout-rail';
import { safeForLog } from '../http/logging';
import { sendDueReminders } from '../reminders/reminder-job';
import { queueOwnerDaySummaries } from '../reminders/owner-day-summary';
import type { JobTiming } from '../metrics/metrics';
import { sendDueReviewRequests } from '../reminders/review-requests';
import { logError } from '../http/request-log';

/** What a sweep touches: the database, the clock, the rate counter and the card provider. */
export interface HousekeepingContext extends PaymentContext {
  rateCounter: Pick<RateCounter, 'sweep'>;
  config: Pick<AppConfig, 'payouts' | 'venueTimeZone' | 'housekeepingIntervalMs' | 'reminders'>;
  payoutRail: PayoutRail;
  /** Each step is timed as a job of its own, named below (docs/decisions/069). */
  metrics: PaymentContext['metrics'] & JobTiming;
}

type Step = (context: HousekeepingContext) => Promise<unknown>;

/**
 * One sweep's steps in order, each named as its job in the metrics: expired sessions and holds,
 * waitlist offers, stale rate limits, unsettled payments, lapsed rain-out choices, due refunds,
 * venues' payouts; then reminders before play, the requests to review after it and the owners'
 * morning summary.
 */
export const SWEEP_STEPS: readonly (readonly [job: string, step: Step])[] = [
  ['expired_sessions', (context) => deleteExpiredSessions(context.db, context.now())],
  ['rate_limits', (context) => context.rateCounter.sweep(context.now())],
  ['stale_holds', (context) => expireStaleHoldsEverywhere(context.db, context.now())],
  // What frees on the clock (a hold or an offer that ran out) goes to its waitlist (decision 033).
  ['waitlist_offers', (context) => offerFreedRangesEverywhere(context.db, context.now())],
  // Splits whose time ran out end before payments are reconciled (docs/decisions/044).
  ['splits', sweepSplits],
  // Open games past their deadline settle or are cancelled (docs/decisions/045).
  ['games', sweepGames],
  // A rained-out player who did not choose within 24 hours gets the credit (decision 041).
  ['rain_out_choices', creditLapsedRainOuts],
  // Last: it makes every refund still due, whatever wrote it (decision 052).
  ['reconcile_payments', reconcilePayments],
  // After every money change of the minute: what each venue is owed (docs/decisions/054).
  ['payout_lines', figureMarkedPayouts],
  ['payout_accounts', retryUnreachedAccounts],
  ['payout_release', releasePayouts],
  ['payout_statements', issueStatements],
  ['fee_invoices', issueFeeInvoices],
  // Messages about what will be played, after every change of the minute, and after the money,
  // so a failure here never holds back a refund or a payout (docs/decisions/059).
  ['reminders', sendDueReminders],
  ['review_requests', sendDueReviewRequests],
  ['owner_day_summaries', queueOwnerDaySummaries],
];

/** One sweep: every step in order, each timed; a step that fails ends the sweep till next time. */
export async function sweep(context: HousekeepingContext) {
  for (const [job, step] of SWEEP_STEPS) await context.metrics.job(job, () => step(context));
}

/**
 * Sweeps every minute (HOUSEKEEPING_INTERVAL_SECONDS), once across all processes on the database (whoever gets the job's lock;
 * the others skip that minute). Answers a stop function that waits for a sweep under way.
 */
export function startHousekeeping(
  context: HousekeepingContext,
  database: Pick<Database, 'runAlone'>,
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = database
      .runAlone('housekeeping', () => context.metrics.job('housekeeping', () => sweep(context)))
      .catch((error: unknown) => {
        logError('Housekeeping failed; will retry in a minute.', safeForLog(error));
      });
  };
  const timer = setInterval(tick, context.config.housekeepingIntervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
