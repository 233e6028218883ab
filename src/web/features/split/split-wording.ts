import type { SplitAnswer } from '../../../shared/api/split-contract';
import { formatDate, formatPaise } from '../../../shared/display-format';
import { rupeesToPaise } from '../../../shared/pricing';
import { isApiRequestError } from '../../lib/api-client';
import { formatRupeeAmount } from '../../utils/money';

// The split page's words (docs/decisions/044), free of React so they are tested on their own.

type Share = SplitAnswer['shares'][number];
type Game = NonNullable<SplitAnswer['game']>;

/** "Paid by Asha", "Unpaid", "Refunded to Asha" (or pending): what became of one share. */
export function shareStatusText(share: Share): string {
  const who = share.payer?.fullname;
  if (share.status === 'paid') return who ? `Paid by ${who}` : 'Paid';
  if (share.status === 'refunded')
    return `${share.refundPending ? 'Refund pending' : 'Refunded'}${who ? ` to ${who}` : ''}`;
  return 'Unpaid';
}

/**
 * What of a paid share came back when its booking was cancelled (docs/decisions/044), or null
 * when nothing did: "Refund pending: ₹166.67", "₹166.67 refunded", "₹166.67 added to your
 * TurfBook credit" (to its own payer; "their" to anyone else).
 */
export function shareReturnText(share: Share): string | null {
  if (share.status !== 'paid' || share.returnStatus === 'none') return null;
  const amount = formatRupeeAmount(share.returned);
  if (share.returnStatus === 'due') return `Refund pending: ${amount}`;
  if (share.returnedTo === 'credit')
    return `${amount} added to ${share.refundTo !== undefined ? 'your' : 'their'} TurfBook credit`;
  return `${amount} refunded`;
}

/** The booker's question before calling off a split still collecting: what goes back, to whom. */
export function callOffQuestion(split: SplitAnswer): { title: string; text: string } {
  const paidPaise = split.shares
    .filter((share) => share.status === 'paid')
    .reduce((sum, share) => sum + (rupeesToPaise(share.amount) ?? 0), 0);
  return {
    title: 'Call off this split?',
    text:
      `The slot is let go and everyone who paid gets their share back in full ` +
      `(${formatPaise(paidPaise)} paid so far), each to where they chose. A share paid after ` +
      'this goes back too. This cannot be undone.',
  };
}

/** The share's name on the page: the booker's own is the first. */
export function shareName(share: Share): string {
  return share.position === 0 ? 'Booker’s share' : `Share ${share.position + 1}`;
}

export function gameLine(game: Game): string {
  return `${formatDate(game.date)}, ${game.startTime} – ${game.endTime}`;
}

/** The text a booker sends their team: where, when, what one share costs, and the link. */
export function inviteText(game: Game, shareAmount: string, link: string): string {
  return `Join our game at ${game.turfName} on ${gameLine(game)}. Your share is ${formatRupeeAmount(shareAmount)}: pay it here ${link}`;
}

/** WhatsApp's share link with the text ready (https://wa.me/?text=…). */
export function whatsAppLink(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

/**
 * The share a teammate pays: the first unpaid one after the booker's that nobody else has started
 * paying (else the first unpaid one: a payment started and left may never complete).
 */
export function shareToPay(split: SplitAnswer): Share | null {
  const unpaid = split.shares.filter((share) => share.position > 0 && share.status === 'unpaid');
  return unpaid.find((share) => !share.beingPaid) ?? unpaid[0] ?? null;
}

/** The share the session's player paid (only its payer is told where its refund goes). */
export function ownPaidShare(split: SplitAnswer): Share | null {
  return split.shares.find((share) => share.refundTo !== undefined) ?? null;
}

/** "3 of 5 shares paid". */
export function paidCountText(paid: number, total: number): string {
  return `${paid} of ${total} shares paid`;
}

/** The server's reason for a refusal (409 share paid meanwhile, ...), else a plain one. */
export function failureText(error: unknown): string {
  if (isApiRequestError(error) && error.serverMessage) return error.serverMessage;
  return 'Something went wrong. Please try again.';
}
