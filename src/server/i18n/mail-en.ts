import { CANCELLATION_POLICY_TEXT } from '../../shared/cancellation-policy';
import { KIND_TITLES } from '../../shared/notification-preferences';

// The words of every message TurfBook sends (e-mail, and the push and WhatsApp lines made of it)
// in English, exactly as they were before the other languages (decision 065). Hindi and Marathi
// have the same keys with the same values (mail-hi.ts, mail-mr.ts); a unit test holds them together.
// Values are whole sentences with their facts as values: money as formatPaise writes it, dates in
// the language (shared/i18n/dates), times as the grid writes them.

type Count = { count: number };
type Name = { name: string };
type Turf = { turf: string };

export const mailEn = {
  // The frame of every mail.
  signature: 'TurfBook: sports turfs in Mumbai',
  greeting: (v: Name) => `Hi ${v.name},`,
  goodMorning: (v: Name) => `Good morning ${v.name},`,
  footerLine: (v: { title: string }) => `You get these e-mails for “${v.title}”.`,
  stopThem: 'Stop them',
  kindTitles: KIND_TITLES,
  cancellationPolicy: 'Cancellation policy',
  cancellationPolicyText: CANCELLATION_POLICY_TEXT,
  // The labels of the details tables.
  reference: 'Reference',
  turf: 'Turf',
  date: 'Date',
  time: 'Time',
  address: 'Address',
  map: 'Map',
  amountPaid: 'Amount paid',
  payment: 'Payment',
  notRecorded: 'not recorded',
  slots: 'Slots',
  customer: 'Customer',
  email: 'Email',
  noEmail: 'No email',
  phone: 'Phone',
  refund: 'Refund',
  refundToCustomer: 'Refund to the customer',
  was: 'Was',
  now: 'Now',
  rainedOut: 'Rained out',
  chooseBy: 'Choose by',
  booking: 'Booking',
  refunded: 'Refunded',
  refundedOn: 'Refunded on',
  when: 'When',
  price: 'Price',
  bookings: 'Bookings',
  leftToPay: 'Left to pay',
  payBy: 'Pay by',
  backToYou: 'Back to you',
  addedToCredit: 'Added to your credit',
  yourShare: 'Your share',
  // The links.
  viewBooking: 'View your booking',
  viewBookings: 'View your bookings',
  seeTurfBookings: "See your turf's bookings",
  openInMaps: 'Open in maps',
  openPass: 'Open your booking pass',
  chooseOnPage: 'Choose on your booking page',
  openGame: 'Open the game',
  findGame: 'Find another game',
  bookNow: 'Book it now',
  payRest: 'Pay the rest',
  seeSplit: 'See the split',
  findTurf: 'Find a turf',
  banksTake: 'Banks usually take 5 to 7 working days to show a refund on the statement.',
  // booking.confirmed
  slotsFrom: (v: Count & { date: string }) => `${v.count}, from ${v.date}`,
  confirmedSubject: (v: Turf & { date: string; reference: string }) =>
    `Booking confirmed: ${v.turf} on ${v.date} (${v.reference})`,
  subscriptionSubject: (v: Turf & Count & { date: string; reference: string; more: number }) =>
    `Subscription confirmed: ${v.turf}, ${v.count} slots from ${v.date} (${v.reference} and ${v.more} more)`,
  confirmedHeading: 'Your booking is confirmed',
  subscriptionHeading: 'Your subscription is confirmed',
  confirmedOne: (v: Turf & { reference: string }) =>
    `Your slot at ${v.turf} is booked and paid. Quote the reference ${v.reference} at the venue or if you need help.`,
  confirmedSeveral: (v: Turf & Count) =>
    `Your ${v.count} slots at ${v.turf} are booked and paid. Each has its own reference; quote it at the venue or if you need help.`,
  calendarAndInvoice:
    'The attached calendar file adds it to your calendar, and the attached PDF is your invoice.',
  calendarOnly: 'The attached calendar file adds it to your calendar.',
  yourSlots: 'Your slots',
  ownerNewSubject: (v: Turf & { date: string; time: string; reference: string }) =>
    `New booking: ${v.turf} on ${v.date}, ${v.time} (${v.reference})`,
  ownerNewSubscriptionSubject: (
    v: Turf & Count & { date: string; reference: string; more: number },
  ) =>
    `New subscription: ${v.turf}, ${v.count} slots from ${v.date} (${v.reference} and ${v.more} more)`,
  ownerNewHeading: (v: Turf) => `New booking at ${v.turf}`,
  ownerNewSubscriptionHeading: (v: Turf) => `New subscription at ${v.turf}`,
  ownerNewOne: (v: Turf & { player: string }) =>
    `${v.player} has booked and paid for a slot at ${v.turf}.`,
  ownerNewSeveral: (v: Turf & Count & { player: string }) =>
    `${v.player} has booked and paid for ${v.count} slots at ${v.turf}.`,
  // booking.cancelled
  noRefundUnderPolicy: 'No refund under the cancellation policy',
  cancelledSubject: (v: Turf & { date: string; reference: string }) =>
    `Booking cancelled: ${v.turf} on ${v.date} (${v.reference})`,
  cancelledHeading: 'Your booking is cancelled',
  cancelledByOwner: (v: Turf) =>
    `The owner of ${v.turf} had to cancel your booking. We are sorry for the trouble.`,
  cancelledByOwnerBecause: (v: Turf & { reason: string }) =>
    `The owner of ${v.turf} had to cancel your booking (${v.reason}). We are sorry for the trouble.`,
  cancelledAsAsked: (v: Turf) => `Your booking at ${v.turf} is cancelled, as you asked.`,
  noRefundDue: 'No refund is due under the cancellation policy.',
  refundToCredit: (v: { amount: string }) =>
    `${v.amount} is in your TurfBook credit now, ready for your next booking.`,
  refundToCard: (v: { amount: string }) =>
    `${v.amount} goes back to the card you paid with; we will write again when the refund is made.`,
  ownerCancelledHeading: (v: Turf) => `A booking at ${v.turf} is cancelled`,
  ownerYouCancelled:
    'You cancelled this booking; the time stays blocked until you remove the block.',
  ownerYouCancelledBecause: (v: { reason: string }) =>
    `You cancelled this booking (${v.reason}); the time stays blocked until you remove the block.`,
  ownerPlayerCancelled: (v: { player: string }) =>
    `${v.player} cancelled this booking; the slot is free to book again.`,
  // booking.rained-out
  rainedOutSubject: (v: Turf & { date: string; reference: string }) =>
    `Rained out: ${v.turf} on ${v.date} (${v.reference}): please choose`,
  rainedOutHeading: 'Your game is rained out: choose what you would like',
  rainedOutCalledOff: (v: Turf & { reason: string; amount: string }) =>
    `The owner of ${v.turf} had to call off your booking (${v.reason}). We are sorry for the trouble. You choose what happens to the ${v.amount} you paid:`,
  rainedOutCredit: (v: { amount: string }) =>
    `• TurfBook credit of the full ${v.amount}, at once, for your next booking;`,
  rainedOutMove: (v: Turf & { days: number }) =>
    `• a move to any free time at ${v.turf} up to ${v.days} days after the rained-out game, free on the same court or one of the same size (a larger court costs the difference);`,
  rainedOutRefund: (v: { amount: string }) =>
    `• a full refund of ${v.amount} to the card or UPI you paid with.`,
  rainedOutChooseBy: (v: { deadline: string; hours: number }) =>
    `Please choose on your booking page by ${v.deadline}. If you do not choose within ${v.hours} hours, the full amount goes to your TurfBook credit.`,
  // booking.reminder
  reminderToday: (v: { time: string }) => `today at ${v.time}`,
  reminderTomorrow: (v: { time: string }) => `tomorrow at ${v.time}`,
  reminderOn: (v: { date: string; time: string }) => `on ${v.date} at ${v.time}`,
  reminderSubject: (v: Turf & { when: string; reference: string }) =>
    `Your game at ${v.turf} is ${v.when} (${v.reference})`,
  reminderHeading: (v: { when: string }) => `Your game is ${v.when}`,
  reminderBody: (v: Turf & { when: string; reference: string }) =>
    `Your game at ${v.turf} is ${v.when}. Show your booking pass at the gate, or quote the reference ${v.reference}.`,
  // booking.review_request
  reviewSubject: (v: Turf & { reference: string }) =>
    `How was your game at ${v.turf}? (${v.reference})`,
  reviewHeading: (v: Turf) => `How was your game at ${v.turf}?`,
  reviewBody: (v: Turf & { date: string }) =>
    `Thanks for playing at ${v.turf} on ${v.date}. Give it stars and a few words: your review helps other players choose a turf.`,
  reviewShown:
    "It takes a minute, on your booking's page. Your review shows on the turf's page with your first name and initial, and the venue may reply to it.",
  writeReview: 'Write a review',
  // booking.rescheduled
  movedSubject: (v: Turf & { date: string; reference: string }) =>
    `Booking moved: ${v.turf} to ${v.date} (${v.reference})`,
  movedHeading: 'Your booking has moved',
  movedNowOn: (v: Turf & { slot: string }) => `Your booking at ${v.turf} is now on ${v.slot}.`,
  movedCalendar: 'The attached calendar file updates the event in your calendar.',
  ownerMovedHeading: (v: Turf) => `A booking at ${v.turf} has moved`,
  ownerMoved: (v: { player: string; slot: string }) =>
    `${v.player} moved their booking to ${v.slot}; the old time is free to book again.`,
  // booking.rescheduled, to a game's players
  gameMovedSubject: (v: Turf & { now: string }) => `Game moved: ${v.turf}, now ${v.now}`,
  gameMovedHeading: 'A game you joined has moved',
  gameMovedBody: (v: Turf & { now: string; was: string }) =>
    `The game at ${v.turf} is now on ${v.now} (it was ${v.was}). Your spot moved with it.`,
  gameMovedLeave: 'If the new time does not suit you, you can leave the game from its page.',
  // game.spot_refunded
  spotRemovedSubject: (v: Turf) => `You are no longer in the game at ${v.turf}`,
  spotCancelledSubject: (v: Turf & { when: string }) => `Game cancelled: ${v.turf}, ${v.when}`,
  spotRemovedHeading: 'You were removed from a game',
  spotCancelledHeading: 'A game you joined is cancelled',
  spotRemoved: 'The organizer removed you from the game.',
  spotCancelled: 'The game was cancelled.',
  spotMoneyBack: (v: { amount: string }) =>
    `Your ${v.amount} for the spot goes back in full, to the card or UPI account you paid with.`,
  // owner.day_summary
  bookingCount: (v: Count) => (v.count === 1 ? '1 booking' : `${v.count} bookings`),
  turfAndMore: (v: Turf & Count) => `${v.turf} and ${v.count} more`,
  daySubject: (v: { where: string; bookings: string; date: string }) =>
    `Today at ${v.where}: ${v.bookings}, ${v.date}`,
  dayHeading: (v: { where: string }) => `Today at ${v.where}`,
  dayBody: (v: { bookings: string; date: string }) => `You have ${v.bookings} today, ${v.date}.`,
  // refund.completed
  refundSubject: (v: Turf & { amount: string; reference: string }) =>
    `Refund of ${v.amount} sent: ${v.turf} (${v.reference})`,
  refundHeading: 'Your refund is on its way',
  refundNotBooked: (v: { reason: string }) =>
    `Your payment could not become a booking: ${v.reason}`,
  refundSent: (v: { amount: string; when: string }) =>
    `We sent ${v.amount} back to the card you paid with on ${v.when}.`,
  ownerRefundHeading: (v: Turf) => `A refund for ${v.turf} was made`,
  ownerRefund: (v: { amount: string; player: string; when: string }) =>
    `${v.amount} of ${v.player}'s cancelled booking went back to their card on ${v.when}; it is no longer part of your earnings.`,
  // refund.share_made
  shareSubject: (v: Turf & { amount: string; when: string }) =>
    `Your share of ${v.amount} is back: ${v.turf}, ${v.when}`,
  shareHeading: 'Your share is back',
  venueCancelled: 'The venue cancelled the game.',
  venueCancelledBecause: (v: { reason: string }) => `The venue cancelled the game (${v.reason}).`,
  bookerCancelled: 'The booker cancelled the game.',
  shareToCredit: (v: { amount: string }) =>
    `${v.amount} of your share was added to your TurfBook credit; you can spend it on your next booking.`,
  shareToSource: (v: { amount: string }) =>
    `We sent ${v.amount} of your share back to the card or UPI account you paid with.`,
  banksTakeShort: 'Banks usually take 5 to 7 working days to show a refund.',
  // split.deadline
  splitDeadlineSubject: (v: Turf) => `Pay the rest to keep your booking: ${v.turf}`,
  splitDeadlineHeading: 'Your split is not filled yet',
  splitUnpaid: (v: Turf & Count & { amount: string; until: string }) =>
    `${v.count === 1 ? '1 share is' : `${v.count} shares are`} still unpaid (${v.amount}). Pay what is left by ${v.until} to keep your booking at ${v.turf}.`,
  splitReleased:
    'If it is not paid by then, the slot is released and every share paid so far is refunded.',
  // split.ended
  splitEndedSubject: (v: Turf) => `Split ended, nothing booked: ${v.turf}`,
  splitEndedSubjectAt: (v: Turf & { when: string }) =>
    `Split ended, nothing booked: ${v.turf}, ${v.when}`,
  splitEndedHeading: 'Your split has ended',
  /** Said instead of the recorded cause (English, from the split's record) in other languages. */
  splitEndedCause: 'This split has ended.',
  splitEndedWhy: (v: { cause: string }) =>
    `${v.cause} Not every share was paid, so nothing is booked and the slot is free again.`,
  splitEndedBack: (v: { parts: string }) => `What you paid comes back in full: ${v.parts}.`,
  backToSource: (v: { amount: string }) => `${v.amount} goes back to the card or UPI you paid with`,
  backInCredit: (v: { amount: string }) => `${v.amount} is in your TurfBook credit now`,
  bothParts: (v: { first: string; second: string }) => `${v.first}, and ${v.second}`,
  // booking.rained-out, to a shared booking's teammates
  teammateSubject: (v: Turf & { when: string }) => `Rained out: ${v.turf}, ${v.when}`,
  teammateHeading: 'Your game is rained out',
  teammateCalledOff: (v: Turf & { reason: string }) =>
    `The owner of ${v.turf} had to call off the game you paid a share of (${v.reason}). We are sorry for the trouble.`,
  teammateChoice: (v: { player: string; toCredit: boolean }) =>
    `${v.player} booked it and chooses what happens: a move to another time (your share stays in the game), or the money back. If the money comes back, your part goes ${v.toCredit ? 'to your TurfBook credit' : 'back to the card or UPI you paid with'}, as you chose; you can change that on the split's page until then.`,
  // waitlist.offered
  offerUntil: (v: { when: string }) => `until ${v.when}`,
  offerFor: (v: { minutes: number }) => `for ${v.minutes} minutes`,
  offerSubject: (v: Turf & { date: string }) =>
    `The time you waited for is free: ${v.turf}, ${v.date}`,
  offerHeading: 'Your turn: the time is held for you',
  offerFree: (v: Turf & { date: string; time: string; until: string }) =>
    `${v.turf} is free on ${v.date}, ${v.time}, and we are holding it for you ${v.until}.`,
  offerPayWithin: (v: { minutes: number }) =>
    `Pay within ${v.minutes} minutes to book it; after that it goes to the next player waiting.`,
};

export type MailWords = typeof mailEn;
