import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COMMISSION_PROBLEM } from '../../shared/api/payout-contract';
import { turfs } from '../db/schema';
import { createTurf, createUser } from '../testing/factories';
import { cookieFor } from '../testing/requests';
import { useTestApp } from '../testing/test-app';
import { commissionBasisPoints } from './commission-routes';

const t = useTestApp();

const put = (cookie: string | null, turfId: string, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/admin/turfs/${turfId}/commission`,
    headers: cookie ? { cookie } : {},
    payload,
  });

async function commissionOf(turfId: string) {
  const [row] = await t.database.db.select().from(turfs).where(eq(turfs.id, turfId));
  return row!.commissionBp;
}

describe("a venue's commission", () => {
  it('is set by the admin as a percentage, kept as basis points', async () => {
    const owner = await createUser(t.database.db, 'owner');
    const turf = await createTurf(t.database.db, owner.id);
    const admin = await cookieFor(t.app, await createUser(t.database.db, 'admin'));
    const set = await put(admin, turf.id, { percent: 7.25 });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ success: true, percent: 7.25 });
    expect(await commissionOf(turf.id)).toBe(725);
    expect((await put(admin, turf.id, { percent: 0 })).json().percent).toBe(0);
    expect(await commissionOf(turf.id)).toBe(0);
  });

  it.each([[50.01], [-1], [7.125], [1e-7], ['10']])(
    'refuses %s with a 400 and keeps what it was',
    async (percent) => {
      const owner = await createUser(t.database.db, 'owner');
      const turf = await createTurf(t.database.db, owner.id);
      const admin = await cookieFor(t.app, await createUser(t.database.db, 'admin'));
      const refused = await put(admin, turf.id, { percent });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(COMMISSION_PROBLEM);
      expect(await commissionOf(turf.id)).toBeNull();
    },
  );

  it("is the admin's only: the venue's owner and players 403, anonymous 401; an unknown turf 404", async () => {
    const ownerRow = await createUser(t.database.db, 'owner');
    const turf = await createTurf(t.database.db, ownerRow.id);
    const owner = await cookieFor(t.app, ownerRow);
    const player = await cookieFor(t.app, await createUser(t.database.db, 'user'));
    expect((await put(owner, turf.id, { percent: 1 })).statusCode).toBe(403);
    expect((await put(player, turf.id, { percent: 1 })).statusCode).toBe(403);
    expect((await put(null, turf.id, { percent: 1 })).statusCode).toBe(401);
    expect(await commissionOf(turf.id)).toBeNull();
    const admin = await cookieFor(t.app, await createUser(t.database.db, 'admin'));
    const unknown = await put(admin, '00000000-0000-4000-8000-000000000000', { percent: 5 });
    expect(unknown.statusCode).toBe(404);
  });

  it('reads the percent from its decimal text', () => {
    expect(commissionBasisPoints(12.5)).toBe(1250);
    expect(commissionBasisPoints(0.1)).toBe(10);
    expect(commissionBasisPoints(50)).toBe(5000);
    expect(commissionBasisPoints(50.5)).toBeNull();
  });
});
