import type { PayoutAccountInput } from '../../shared/payout-account';

// The provider that pays venues (docs/decisions/054): Razorpay Route in production, the local
// gateway's stand-in offline. Payouts speak to it only through this interface.

/** What the provider is told about a venue business to open (or re-open) its account. */
export interface LinkedAccountRequest extends PayoutAccountInput {
  /** Ours, so a retry finds the account it opened before. */
  reference: string;
  /** The provider's id, when the account was opened before and its details changed. */
  accountId: string | null;
}

/** Where the provider stands on an account: active (payouts may go), pending, or rejected. */
export interface LinkedAccountState {
  accountId: string;
  status: 'pending' | 'active' | 'rejected';
  /** The provider's reason when it is not active. */
  reason: string | null;
}

/** Money to send to an account: `reference` is ours (the transfer's row), so a retry sends once. */
export interface TransferRequest {
  accountId: string;
  amountPaise: number;
  reference: string;
}

/** Where a transfer stands: processed (in the venue's account), pending, or failed (why). */
export interface TransferState {
  transferId: string;
  status: 'pending' | 'processed' | 'failed';
  reason: string | null;
}

export interface PayoutRail {
  /** Opens the account, or sends its changed details; answers where it stands now. */
  openLinkedAccount(request: LinkedAccountRequest): Promise<LinkedAccountState>;
  /** Where an account opened before stands now (the provider said it changed), sending nothing. */
  accountState(accountId: string): Promise<LinkedAccountState>;
  /** Sends money to a linked account; throws when the provider could not be reached. */
  transfer(request: TransferRequest): Promise<TransferState>;
  /** Where a transfer answered pending stands now, for when its webhook never came. */
  transferState(transferId: string): Promise<TransferState>;
}
