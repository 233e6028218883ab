import type { AdminPayoutsAnswer } from '../../../shared/api/payout-contract';
import { rupeesToPaise } from '../../../shared/pricing';

// The admin's table of venues' payouts (docs/decisions/054): the failed transfers are what the
// admin acts on, so they come first, the largest first; the rest keep the server's order (name).

export type VenuePayout = AdminPayoutsAnswer['venues'][number];

/** Whether the venue has money whose transfer failed ("0.00" when none). */
export function hasFailed(venue: Pick<VenuePayout, 'failed'>): boolean {
  return (rupeesToPaise(venue.failed) ?? 0) !== 0;
}

export function venuesFailedFirst(venues: readonly VenuePayout[]): VenuePayout[] {
  const failedPaise = (venue: VenuePayout) => rupeesToPaise(venue.failed) ?? 0;
  // Array.prototype.sort is stable: venues alike keep the order they came in.
  return [...venues].sort((a, b) => failedPaise(b) - failedPaise(a));
}
