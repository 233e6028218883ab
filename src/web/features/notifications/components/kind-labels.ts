import { KIND_TITLES, type NotificationKind } from '../../../../shared/notification-preferences';

// How the settings page names each kind of message (docs/decisions/056).

export const KIND_LABELS: Record<NotificationKind, { title: string; detail: string }> = {
  confirmation: { title: KIND_TITLES.confirmation, detail: 'Your pass when you book or move' },
  reminder: { title: KIND_TITLES.reminder, detail: 'A day before and two hours before' },
  cancellation: { title: KIND_TITLES.cancellation, detail: 'When a booking of yours is cancelled' },
  refund: { title: KIND_TITLES.refund, detail: 'When money goes back to you' },
  rainOut: {
    title: KIND_TITLES.rainOut,
    detail: 'With the link to choose credit, a move or a refund',
  },
  waitlist: {
    title: KIND_TITLES.waitlist,
    detail: 'A slot you waited for, and the time to take it',
  },
  split: { title: KIND_TITLES.split, detail: "Teammates' shares and their deadline" },
  game: { title: KIND_TITLES.game, detail: 'Changes to a game you joined' },
  ownerBooking: {
    title: KIND_TITLES.ownerBooking,
    detail: 'Each new booking and cancellation, as it happens',
  },
  ownerSummary: { title: KIND_TITLES.ownerSummary, detail: "The day's bookings at 7 AM" },
};

const OWNER_KINDS: readonly NotificationKind[] = ['ownerBooking', 'ownerSummary'];

/** The kinds a person of this role is sent: an owner's alerts only to owners. */
export function kindsShownTo(role: string, kinds: readonly NotificationKind[]) {
  return kinds.filter((kind) => role === 'owner' || !OWNER_KINDS.includes(kind));
}
