// The journeys that run at phone size as well as at desktop size (docs/decisions/068): those where
// the phone's layout or flow differs from the desktop's (a journey with its own phone branch, the
// hamburger or the phone's tabs on its path) and the player's and the gate's screens, which people
// use on phones. The venue's back-office journeys, the admin's and the cross-cutting checks run at
// desktop size only: their screens share the desktop's markup, and the shared shell, menus and
// dialogs are exercised at phone size by the journeys listed here.
//
// A new journey that checks something a phone shows differently belongs in this list.

export const PHONE_JOURNEYS = [
  // Their own phone branches (isMobile or the project's name decides a step).
  'back-to-back',
  'booking-life',
  'bookings-languages',
  'courts-booking',
  'gate-scan',
  'installable-app',
  'opening-hours',
  'own-holds',
  'owner-admin',
  'owner-calendar-courts',
  'payment',
  'todays-board',
  'turf-detail',
  'upi-payment',
  'waitlist',
  'your-bookings-order',
  // A player's screens, used on phones: finding, booking, paying, sharing, signing in.
  'accounts',
  'browse',
  'front-desk-day',
  'language-switch',
  'mobile-sign-in',
  'open-games',
  'player-in-marathi',
  'push-message',
  'rain-out-choice',
  'share-front-door',
  'slot-search',
  'split-payment',
  'subscription',
  'week-grids',
  // Finding a turf (decision 067): near me, the map, photos and reviews on a phone.
  'near-me',
  'turf-map',
  'turf-photos',
  'reviews',
  'turf-page-opens',
] as const;

/** The phone project's testMatch: the files of the journeys above. */
export const phoneJourneyFiles = PHONE_JOURNEYS.map((name) => `**/${name}.spec.ts`);
