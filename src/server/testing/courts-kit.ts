import { eq } from 'drizzle-orm';
import { courts } from '../db/schema';
import { createTurf, createUser } from './factories';
import { cookieFor } from './requests';
import type { TestHarness } from './test-app';

// The owner's court routes' tests (venue/): the calls, and a listing of one court ('Goal Box')
// with an owner, another owner, a player and the admin, each with a session.

export const courtsUrl = (turfId: string) => `/api/v1/owner/turfs/${turfId}/courts`;
export const courtUrl = (turfId: string, courtId: string) => `${courtsUrl(turfId)}/${courtId}`;

export function courtsKit(t: TestHarness) {
  function call(
    method: 'POST' | 'PATCH' | 'DELETE' | 'GET',
    url: string,
    cookie: string | null,
    payload?: object,
  ) {
    return t.app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(payload ? { payload } : {}),
    });
  }

  async function scene() {
    const db = t.database.db;
    const [owner, otherOwner, player, admin] = await Promise.all([
      createUser(db, 'owner'),
      createUser(db, 'owner'),
      createUser(db, 'user'),
      createUser(db, 'admin'),
    ]);
    const turf = await createTurf(db, owner.id, { name: 'Goal Box' });
    const [court] = await db.select().from(courts).where(eq(courts.turfId, turf.id));
    return {
      owner,
      player,
      turf,
      court: court!,
      cookies: {
        owner: await cookieFor(t.app, owner),
        otherOwner: await cookieFor(t.app, otherOwner),
        player: await cookieFor(t.app, player),
        admin: await cookieFor(t.app, admin),
      },
    };
  }

  async function courtsOfTurf(turfId: string) {
    const answer = await call('GET', `/api/v1/turf/turf/${turfId}`, null);
    return answer.json().turf.courts as {
      _id: string;
      name: string;
      sports: string[];
      parts: string[];
      format: number | null;
    }[];
  }

  return { call, scene, courtsOfTurf };
}
