import type { AppContext } from '../app-context';
import { deleteExpiredSessions } from '../auth/sessions';
import { deleteStaleRateLimits } from '../auth/rate-limit';

const EVERY_MINUTE = 60_000;

/** Periodic clean-up of rows that have expired; returns a function that stops it. */
export function startHousekeeping(context: AppContext): () => void {
  const sweep = async () => {
    try {
      await deleteExpiredSessions(context.db, context.now());
      await deleteStaleRateLimits(context.db, context.now());
    } catch (error) {
      console.error('Housekeeping failed; will retry in a minute.', error);
    }
  };
  const timer = setInterval(sweep, EVERY_MINUTE);
  timer.unref();
  return () => clearInterval(timer);
}
