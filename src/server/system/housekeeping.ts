import type { AppContext } from '../app-context';
import { deleteExpiredSessions } from '../auth/sessions';
import { deleteStaleRateLimits } from '../auth/rate-limit';
import { expireStaleHolds } from '../bookings/lifecycle';
import { reconcilePayments } from '../checkout/reconcile';
import { safeForLog } from '../http/logging';

const EVERY_MINUTE = 60_000;

/** Every minute: expired sessions and holds, stale rate limits, unsettled payments. Returns a stop function. */
export function startHousekeeping(context: AppContext): () => void {
  const sweep = async () => {
    try {
      await deleteExpiredSessions(context.db, context.now());
      await deleteStaleRateLimits(context.db, context.now());
      await expireStaleHolds(context.db, context.now());
      await reconcilePayments(context);
    } catch (error) {
      console.error('Housekeeping failed; will retry in a minute.', safeForLog(error));
    }
  };
  const timer = setInterval(sweep, EVERY_MINUTE);
  timer.unref();
  return () => clearInterval(timer);
}
