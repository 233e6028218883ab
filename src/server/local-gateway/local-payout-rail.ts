import { createHash } from 'node:crypto';
import type { LinkedAccountRequest, LinkedAccountState, PayoutRail } from '../payouts/payout-rail';

// The offline stand-in for Razorpay Route (docs/decisions/054): an account is verified at once,
// with an id shaped like Route's (`acc_` and 14 characters), the same for the same reference.

export class LocalPayoutRail implements PayoutRail {
  async openLinkedAccount(request: LinkedAccountRequest): Promise<LinkedAccountState> {
    const accountId =
      request.accountId ??
      `acc_${createHash('sha256').update(request.reference).digest('base64url').slice(0, 14)}`;
    return { accountId, status: 'active', reason: null };
  }
}
