import { expect } from 'vitest';
import { GOOD_CARD } from './payment-kit';
import { call } from './server-process';

// What the two-process race tests set up before they race: the demo owner's and admin's
// sessions on a running server process, and a turf of the test's own (no demo booking or price
// rule in the way), posted on one process and approved on the other.

const DEMO_LOGINS = {
  owner: { email: 'owner@turfbook.example.com', password: 'owner123' },
  admin: { email: 'admin@turfbook.example.com', password: 'admin123' },
} as const;

/** The demo owner or admin logged in on the server process at `base`: cookie header and id. */
export async function demoLogin(base: string, role: keyof typeof DEMO_LOGINS) {
  const response = await fetch(`${base}/api/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...DEMO_LOGINS[role], role }),
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { user: { _id: string } };
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  return { cookie, userId: body.user._id };
}

/** The demo owner or admin logged in on the server process at `base`: its cookie header. */
export async function demoCookie(base: string, role: keyof typeof DEMO_LOGINS) {
  return (await demoLogin(base, role)).cookie;
}

export interface RaceTurf {
  /** Where the owner posts it. */
  postOn: string;
  /** Where the admin approves it. */
  approveOn: string;
  name: string;
  /** Sessions already open (a test listing several turfs logs in once). */
  owner?: string;
  admin?: string;
}

/** A new football turf at ₹1,000 an hour, listed by the demo owner and approved: its id. */
export async function listRaceTurf(turf: RaceTurf): Promise<string> {
  const owner = turf.owner ?? (await demoCookie(turf.postOn, 'owner'));
  const admin = turf.admin ?? (await demoCookie(turf.approveOn, 'admin'));
  const posted = await call(turf.postOn, '/api/v1/turf/postTurf', {
    method: 'POST',
    cookie: owner,
    body: JSON.stringify({
      name: turf.name,
      location: 'Malad',
      description: 'Where two server processes race.',
      images: 'https://res.cloudinary.com/demo/image/upload/turf.jpg',
      price: 1000,
      sports_type: 'Football',
      ratings: [],
      linkes: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(turf.name)}`,
      address: '1 Race Road, Malad West',
      state: false,
      owner: '00000000-0000-4000-8000-000000000000',
    }),
  });
  expect(posted.status, JSON.stringify(posted.body)).toBe(201);
  const turfId = posted.body.turf._id as string;
  const approved = await call(turf.approveOn, `/api/v1/turf/approveTurf/${turfId}`, {
    method: 'PATCH',
    cookie: admin,
    body: JSON.stringify({ state: true }),
  });
  expect(approved.status).toBe(200);
  return turfId;
}

/** Pays an intent on the local gateway of the server process at `base` with the good test card. */
export function confirmCardOn(base: string, clientSecret: string) {
  return call(base, '/api/v1/payment/local/confirm', {
    method: 'POST',
    body: JSON.stringify({ clientSecret, card: GOOD_CARD }),
  });
}
