import type { NotificationKind } from '../../../../shared/notification-preferences';

// How the settings page names each kind of message (docs/decisions/056).

export const KIND_LABELS: Record<NotificationKind, { title: string; detail: string }> = {
  confirmation: { title: 'Booking confirmations', detail: 'Your pass when you book or move' },
  reminder: { title: 'Reminders before play', detail: 'A day before and two hours before' },
  cancellation: { title: 'Cancellations', detail: 'When a booking of yours is cancelled' },
  refund: { title: 'Refunds', detail: 'When money goes back to you' },
  rainOut: { title: 'Rain-outs', detail: 'With the link to choose credit, a move or a refund' },
  waitlist: { title: 'Waitlist offers', detail: 'A slot you waited for, and the time to take it' },
  split: { title: 'Split payments', detail: "Teammates' shares and their deadline" },
  game: { title: 'Open games', detail: 'Changes to a game you joined' },
  ownerBooking: {
    title: 'Bookings at my venues',
    detail: 'Each new booking and cancellation, as it happens',
  },
  ownerSummary: { title: 'Morning summary', detail: "The day's bookings at 7 AM" },
};

const OWNER_KINDS: readonly NotificationKind[] = ['ownerBooking', 'ownerSummary'];

/** The kinds a person of this role is sent: an owner's alerts only to owners. */
export function kindsShownTo(role: string, kinds: readonly NotificationKind[]) {
  return kinds.filter((kind) => role === 'owner' || !OWNER_KINDS.includes(kind));
}
