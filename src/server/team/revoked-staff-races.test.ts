import { and, eq, ne } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { addDays, zonedNow } from '../../shared/time';
import { bookings } from '../db/schema-bookings';
import { demoCookie, listRaceTurf } from '../testing/race-kit';
import {
  call,
  killLeftovers,
  startTwoServersWithDatabase,
  type ServerProcess,
} from '../testing/server-process';

// A front-desk member removed through one process while their requests go to the other
// (docs/decisions/066): the guard reads their place at every request, so once the owner's
// removal has answered, every later request of theirs on either process is refused, and nothing
// they send after it is written. A request in flight at the removal may go either way, but what
// it answered is what the database holds.

const serverUrl = process.env.TEST_DATABASE_URL;
const processes: ServerProcess[] = [];
afterAll(() => killLeftovers(processes));

/** A player registered and logged in on `base`: their e-mail and cookie header. */
async function registeredPlayer(base: string) {
  const email = `desk.${Date.now()}@example.com`;
  const form = new FormData();
  for (const [key, value] of Object.entries({
    fullname: 'Desk Racer',
    email,
    password: 'secret1',
    mobilenumber: '9876543210',
    role: 'user',
  }))
    form.append(key, value);
  expect((await fetch(`${base}/api/v1/user/register`, { method: 'POST', body: form })).status).toBe(
    201,
  );
  const login = await fetch(`${base}/api/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'secret1', role: 'user' }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  return { email, cookie };
}

interface Sent {
  name: string;
  sentAt: number;
  status: number;
  code?: string;
}

describe.skipIf(!serverUrl)('a front-desk member removed while their requests run', () => {
  it('is refused on both processes from the removal on, and nothing after it is written', async () => {
    const { a, b, database } = await startTwoServersWithDatabase(serverUrl!, processes);
    try {
      const owner = await demoCookie(a.url, 'owner');
      const admin = await demoCookie(b.url, 'admin');
      const turfId = await listRaceTurf({
        postOn: a.url,
        approveOn: b.url,
        name: 'Revoked Desk Arena',
        owner,
        admin,
      });
      const desk = await registeredPlayer(b.url);
      const invited = await call(a.url, `/api/v1/owner/turfs/${turfId}/staff`, {
        method: 'POST',
        cookie: owner,
        body: JSON.stringify({ email: desk.email, role: 'front_desk' }),
      });
      expect(invited.status, JSON.stringify(invited.body)).toBe(201);
      const staffId = invited.body.staff._id as string;
      const accepted = await call(b.url, `/api/v1/staff/invitations/${staffId}/accept`, {
        method: 'POST',
        cookie: desk.cookie,
        body: '{}',
      });
      expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);

      const today = zonedNow(new Date(), 'Asia/Kolkata').date;
      let n = 0;
      /** A walk-in at its own hour, tomorrow to five days on: each request names itself. */
      const walkIn = (base: string, sent: Sent[]) => {
        const i = n++;
        const start = 6 * 60 + (i % 16) * 60;
        const name = `Walk-in ${i}`;
        const sentAt = Date.now();
        return call(base, `/api/v1/owner/turfs/${turfId}/venue-bookings`, {
          method: 'POST',
          cookie: desk.cookie,
          body: JSON.stringify({
            date: addDays(today, 1 + Math.floor(i / 16)),
            start,
            end: start + 60,
            customerName: name,
            customerPhone: '98200 12345',
            paidBy: 'cash',
          }),
        }).then((answer) => {
          sent.push({ name, sentAt, status: answer.status, code: answer.body.code });
        });
      };
      const calendar = (base: string, sent: Sent[]) => {
        const sentAt = Date.now();
        return call(base, `/api/v1/owner/turfs/${turfId}/calendar`, { cookie: desk.cookie }).then(
          (answer) => {
            sent.push({ name: 'calendar', sentAt, status: answer.status, code: answer.body.code });
          },
        );
      };

      // Before: the desk works on both processes.
      const warmUp: Sent[] = [];
      await Promise.all([walkIn(a.url, warmUp), walkIn(b.url, warmUp), calendar(b.url, warmUp)]);
      expect(warmUp.map((s) => s.status).sort()).toEqual([200, 201, 201]);

      // The race: the desk's requests stream to both processes while the owner removes them on A.
      const sent: Sent[] = [];
      let removedAt = Infinity;
      let afterwards = 0;
      const stream = async (base: string) => {
        // Until well after the removal has answered: 12 more requests on each process.
        while (afterwards < 24 && n < 70) {
          if (Date.now() > removedAt) afterwards += 1;
          await (n % 3 === 0 ? calendar(base, sent) : walkIn(base, sent));
        }
      };
      const removal = (async () => {
        await new Promise((resolve) => setTimeout(resolve, 30));
        const removed = await call(a.url, `/api/v1/owner/turfs/${turfId}/staff/${staffId}`, {
          method: 'DELETE',
          cookie: owner,
          body: '{}',
        });
        expect(removed.status, JSON.stringify(removed.body)).toBe(200);
        removedAt = Date.now();
      })();
      await Promise.all([stream(a.url), stream(b.url), removal]);

      const later = sent.filter((s) => s.sentAt > removedAt);
      expect(later.length).toBeGreaterThanOrEqual(12);
      for (const s of later) {
        expect(s.status, `${s.name} sent after the removal`).toBe(403);
        expect(s.code).toBe('not_your_turf');
      }
      // Every walk-in that answered 201 is written, and nothing else the desk sent is.
      const rows = await database.db
        .select({ name: bookings.customerName })
        .from(bookings)
        .where(and(eq(bookings.turfId, turfId), ne(bookings.source, 'online')));
      const written = rows.map((row) => row.name).sort();
      const answeredMade = [...warmUp, ...sent]
        .filter((s) => s.status === 201)
        .map((s) => s.name)
        .sort();
      expect(written).toEqual(answeredMade);
      for (const s of sent.filter((one) => one.status === 201))
        expect(s.sentAt, `${s.name} was written`).toBeLessThanOrEqual(removedAt);
    } finally {
      await database.close();
    }
  }, 120_000);
});
