import type { DbOrTx } from '../db/database';
import type { InvoiceSettings } from '../invoices/settings';
import type { ChargeLine } from './charge-lines';
import type { PaymentRow } from './payment-records';

// What a charge pays for beyond the slots it holds itself: a split's share (docs/decisions/044),
// a game's spot (045) or a move's difference (053). Each such purpose lives in its own folder above payments and plugs in
// here; the composition root hands them to payments, which never imports them
// (docs/decisions/052). Finalize hands a paid charge to its purpose, under the charge's row lock.

/** What a purpose made of a paid charge, or why its money goes back whole. */
export type PurposeOutcome =
  /** The booking it completed is confirmed (a split's last share). */
  | { outcome: 'booked'; bookingIds: string[] }
  /** Paid into a split still collecting its shares: nothing is confirmed yet. */
  | { outcome: 'collecting'; splitId: string }
  /** A spot in an open game is taken. */
  | { outcome: 'joined'; gameId: string }
  /** Refused: the charge is refund_due (written by the purpose), for finalize to refund. */
  | { outcome: 'refund'; cause: string };

export type KeptOutcome = Exclude<PurposeOutcome, { outcome: 'refund' }>;

export interface ChargePurpose {
  /**
   * Inside finalize's transaction, the charge's row locked and still pending: `lines` are what
   * the charge pays for, all of this purpose.
   */
  fulfil(
    tx: DbOrTx,
    context: { now: () => Date; invoicing: InvoiceSettings },
    payment: PaymentRow,
    lines: readonly ChargeLine[],
  ): Promise<PurposeOutcome>;
  /** How a finalized charge of this purpose reads now. */
  settled(db: DbOrTx, payment: PaymentRow, lines: readonly ChargeLine[]): Promise<KeptOutcome>;
}

/** Every purpose but the slots a charge holds itself, which finalize confirms on its own. */
export type ChargePurposes = Record<'split_share' | 'game_spot' | 'move', ChargePurpose>;
