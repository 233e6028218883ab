// The journeys that run at phone size as well as at desktop size (docs/decisions/068): those whose
// flow or layout differs on a phone, and a player's main path, which most players walk on a phone.
// The rest run at desktop size only: their screens share the desktop's markup (a journey that only
// picks another turf for each size is not a phone flow), and the shared shell, the hamburger
// menu and the dialogs are walked at phone size by the journeys listed here.
//
// A new journey that checks something a phone shows differently belongs in this list.

export const PHONE_JOURNEYS = [
  // Their own phone flow: the filter tabs, UPI's app hand-off, the camera at the gate, the board's
  // and the booking page's phone layouts, the install prompt, the menu's language switch.
  'browse',
  'upi-payment',
  'gate-scan',
  'todays-board',
  'bookings-languages',
  'installable-app',
  'language-switch',
  'player-in-marathi',
  // A player's path on the phone most of them use: sign in, find, pick on the grid, pay, share,
  // change a booking, be told. (The slot search's and the split's screens are the list's and the
  // checkout's, walked here by browse and payment; decision 079.)
  'accounts',
  'mobile-sign-in',
  'turf-detail',
  'payment',
  'booking-life',
  'share-front-door',
  'push-message',
  // Finding a turf (decision 067): near me, the map, photos and reviews on a phone.
  'near-me',
  'turf-map',
  'turf-photos',
  'reviews',
  'turf-page-opens',
  // What the list and a turf page paint before their script, at the phone's width (decision 082).
  'first-view',
] as const;

/** The phone project's testMatch: the files of the journeys above. */
export const phoneJourneyFiles = PHONE_JOURNEYS.map((name) => `**/${name}.spec.ts`);
