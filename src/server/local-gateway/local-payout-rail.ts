import { createHash } from 'node:crypto';
import type {
  LinkedAccountRequest,
  LinkedAccountState,
  PayoutRail,
  TransferRequest,
  TransferState,
} from '../payouts/payout-rail';

// The offline stand-in for Razorpay Route (docs/decisions/054): an account is verified at once,
// with an id shaped like Route's (`acc_` and 14 characters), the same for the same reference, and
// a transfer is processed at once (`trf_…`), except to the test bank account that refuses them.

/** The stand-in's test bank account whose bank refuses every transfer, like test card 5126. */
export const REFUSING_BANK_ACCOUNT = '000000000000';
export const REFUSED_TRANSFER_REASON =
  'The beneficiary bank refused the transfer: the account is closed.';
const REFUSING_PREFIX = 'acc_refuses';

const idOf = (text: string, length: number) =>
  createHash('sha256').update(text).digest('base64url').replace(/[-_]/g, 'x').slice(0, length);

export class LocalPayoutRail implements PayoutRail {
  async openLinkedAccount(request: LinkedAccountRequest): Promise<LinkedAccountState> {
    const refuses = request.bank.accountNumber === REFUSING_BANK_ACCOUNT;
    const accountId = refuses
      ? `${REFUSING_PREFIX}${idOf(request.reference, 7)}`
      : `acc_${idOf(request.reference, 14)}`;
    return { accountId, status: 'active', reason: null };
  }

  /** The local rail verifies every account at once: one opened is active. */
  async accountState(accountId: string): Promise<LinkedAccountState> {
    return { accountId, status: 'active', reason: null };
  }

  async transfer(request: TransferRequest): Promise<TransferState> {
    const transferId = `trf_${idOf(request.reference, 14)}`;
    if (request.accountId.startsWith(REFUSING_PREFIX))
      return { transferId, status: 'failed', reason: REFUSED_TRANSFER_REASON };
    return { transferId, status: 'processed', reason: null };
  }

  /** The local rail answers every transfer at once, so none is left pending to ask about. */
  async transferState(transferId: string): Promise<TransferState> {
    return { transferId, status: 'processed', reason: null };
  }
}
