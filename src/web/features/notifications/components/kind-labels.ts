import type { NotificationKind } from '../../../../shared/notification-preferences';

// How the settings page names each kind of message (docs/decisions/056): its title (the English of
// shared KIND_TITLES) and a line on when it comes, in the notifications catalogue.

export const KIND_KEYS: Record<NotificationKind, { title: string; detail: string }> = {
  confirmation: { title: 'kinds.confirmation.title', detail: 'kinds.confirmation.detail' },
  reminder: { title: 'kinds.reminder.title', detail: 'kinds.reminder.detail' },
  review: { title: 'kinds.review.title', detail: 'kinds.review.detail' },
  cancellation: { title: 'kinds.cancellation.title', detail: 'kinds.cancellation.detail' },
  refund: { title: 'kinds.refund.title', detail: 'kinds.refund.detail' },
  rainOut: { title: 'kinds.rainOut.title', detail: 'kinds.rainOut.detail' },
  waitlist: { title: 'kinds.waitlist.title', detail: 'kinds.waitlist.detail' },
  split: { title: 'kinds.split.title', detail: 'kinds.split.detail' },
  game: { title: 'kinds.game.title', detail: 'kinds.game.detail' },
  ownerBooking: { title: 'kinds.ownerBooking.title', detail: 'kinds.ownerBooking.detail' },
  ownerSummary: { title: 'kinds.ownerSummary.title', detail: 'kinds.ownerSummary.detail' },
};

const OWNER_KINDS: readonly NotificationKind[] = ['ownerBooking', 'ownerSummary'];

/** The kinds a person of this role is sent: an owner's alerts only to owners. */
export function kindsShownTo(role: string, kinds: readonly NotificationKind[]) {
  return kinds.filter((kind) => role === 'owner' || !OWNER_KINDS.includes(kind));
}
