import type { TFunction } from 'i18next';
import type { SplitAnswer } from '../../../shared/api/split-contract';
import { formatPaise } from '../../../shared/display-format';
import { rupeesToPaise } from '../../../shared/pricing';
import { SPLIT_MESSAGES } from '../../../shared/split';
import { formatRupeeAmount } from '../../utils/money';

// The split page's words (docs/decisions/044), free of React so they are tested on their own; in
// the reader's language (docs/decisions/062): each takes the screen's `t` (keys name the split
// namespace) and, for a date, its useDates.

type Share = SplitAnswer['shares'][number];
type Game = NonNullable<SplitAnswer['game']>;
type DateWords = { date: (date: string) => string };

/** "Paid by Asha", "Unpaid", "Refunded to Asha" (or pending): what became of one share. */
export function shareStatusText(t: TFunction, share: Share): string {
  const name = share.payer?.fullname;
  if (share.status === 'paid')
    return name ? t('split:shareStatus.paidBy', { name }) : t('split:shareStatus.paid');
  if (share.status === 'refunded') {
    const key = share.refundPending ? 'refundPending' : 'refunded';
    return name ? t(`split:shareStatus.${key}To`, { name }) : t(`split:shareStatus.${key}`);
  }
  return t('split:shareStatus.unpaid');
}

/**
 * What of a paid share came back when its booking was cancelled (docs/decisions/044), or null
 * when nothing did: "Refund pending: ₹166.67", "₹166.67 refunded", "₹166.67 added to your
 * TurfBook credit" (to its own payer; "their" to anyone else).
 */
export function shareReturnText(t: TFunction, share: Share): string | null {
  if (share.status !== 'paid' || share.returnStatus === 'none') return null;
  const amount = formatRupeeAmount(share.returned);
  if (share.returnStatus === 'due') return t('split:shareReturn.due', { amount });
  if (share.returnedTo === 'credit')
    return share.refundTo !== undefined
      ? t('split:shareReturn.creditYour', { amount })
      : t('split:shareReturn.creditTheir', { amount });
  return t('split:shareReturn.done', { amount });
}

/** The booker's question before calling off a split still collecting: what goes back, to whom. */
export function callOffQuestion(t: TFunction, split: SplitAnswer): { title: string; text: string } {
  const paidPaise = split.shares
    .filter((share) => share.status === 'paid')
    .reduce((sum, share) => sum + (rupeesToPaise(share.amount) ?? 0), 0);
  return {
    title: t('split:callOff.title'),
    text: t('split:callOff.text', { amount: formatPaise(paidPaise) }),
  };
}

/** The share's name on the page: the booker's own is the first. */
export function shareName(t: TFunction, share: Share): string {
  return share.position === 0
    ? t('split:shareName.booker')
    : t('split:shareName.other', { n: share.position + 1 });
}

export function gameLine(t: TFunction, dates: DateWords, game: Game): string {
  return t('split:gameLine', {
    date: dates.date(game.date),
    start: game.startTime,
    end: game.endTime,
  });
}

/** The text a booker sends their team: where, when, what one share costs, and the link. */
export function inviteText(
  t: TFunction,
  dates: DateWords,
  game: Game,
  shareAmount: string,
  link: string,
): string {
  return t('split:invite', {
    turf: game.turfName,
    when: gameLine(t, dates, game),
    amount: formatRupeeAmount(shareAmount),
    link,
  });
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
export function paidCountText(t: TFunction, paid: number, total: number): string {
  return t('split:paidCount', { paid, total });
}

/** Why a split ended, from the server's cause (shared/split.ts), else the cause as it came. */
export function endCauseText(t: TFunction, cause: string | null): string {
  if (cause === SPLIT_MESSAGES.calledOff) return t('split:causes.calledOff');
  if (cause === SPLIT_MESSAGES.ended) return t('split:causes.ended');
  return cause ?? '';
}
