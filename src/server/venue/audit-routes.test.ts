import { beforeEach, describe, expect, it } from 'vitest';
import { AUDIT_MESSAGES, AUDIT_PAGE_LIMIT } from '../../shared/api/audit-contract';
import { recordAudit } from '../audit/audit-log';
import { createTurf, createUser } from '../testing/factories';
import { TEST_NOW } from '../testing/payment-kit';
import { cookieFor } from '../testing/requests';
import { staffMember, teamCall } from '../testing/team-kit';
import { useTestApp } from '../testing/test-app';

// Reading a listing's audit log (docs/decisions/066): the owner, its managers and the admin;
// venue-local dates, one person's entries, newest first; nobody else.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

// TEST_NOW is 10:00 AM in Mumbai on 2030-05-10.
const logUrl = (turfId: string, query = '') => `/api/v1/owner/turfs/${turfId}/audit${query}`;

async function scene() {
  const owner = await createUser(t.database.db, 'owner', 'Owner Rao');
  const turf = await createTurf(t.database.db, owner.id, { name: 'Log Turf' });
  const ownerCookie = await cookieFor(t.app, owner);
  const manager = await staffMember(t, turf.id, ownerCookie, 'manager', 'Manager Meera');
  const desk = await staffMember(t, turf.id, ownerCookie, 'front_desk', 'Desk Dev');
  const accountant = await staffMember(t, turf.id, ownerCookie, 'accountant', 'Accountant Ajay');
  const admin = await createUser(t.database.db, 'admin', 'Admin Anu');
  const other = await createUser(t.database.db, 'owner', 'Other Owner');
  await createTurf(t.database.db, other.id);
  const player = await createUser(t.database.db, 'user', 'Player Pooja');
  const write = (
    who: { id: string; fullname: string },
    role: 'owner' | 'manager' | 'front_desk',
    at: string,
    target: string,
  ) =>
    recordAudit(t.database.db, {
      turfId: turf.id,
      actor: { id: who.id, fullname: who.fullname, role },
      action: 'prices.update',
      target,
      before: { price: '800.00' },
      after: { price: '900.00' },
      at: new Date(at),
    });
  // Mumbai is 5:30 ahead: 2030-05-08 23:00 there is 17:30 UTC that day.
  await write(owner, 'owner', '2030-05-08T17:30:00Z', 'late on the 8th');
  await write(manager.user, 'manager', '2030-05-08T18:45:00Z', 'just after midnight on the 9th');
  await write(desk.user, 'front_desk', '2030-05-10T03:00:00Z', 'the 10th');
  return {
    turf,
    owner,
    manager,
    cookies: {
      owner: ownerCookie,
      manager: manager.cookie,
      desk: desk.cookie,
      accountant: accountant.cookie,
      admin: await cookieFor(t.app, admin),
      other: await cookieFor(t.app, other),
      player: await cookieFor(t.app, player),
    },
  };
}

/** The price entries' targets, in the answer's order (the team's own entries left aside). */
const targets = (body: { entries: { action: string; target: string }[] }) =>
  body.entries.filter((e) => e.action === 'prices.update').map((e) => e.target);

describe('GET /owner/turfs/:turfId/audit', () => {
  it('answers the entries newest first with who did it, by venue-local dates', async () => {
    const s = await scene();
    const all = await teamCall(t, 'GET', logUrl(s.turf.id), s.cookies.owner);
    expect(all.statusCode, all.body).toBe(200);
    const body = all.json();
    expect(body).toMatchObject({ success: true, from: '2030-04-11', to: '2030-05-10' });
    expect(targets(body)).toEqual([
      'the 10th',
      'just after midnight on the 9th',
      'late on the 8th',
    ]);
    expect(body.entries.find((e: { target: string }) => e.target.startsWith('just'))).toEqual({
      _id: expect.any(String),
      at: '2030-05-08T18:45:00.000Z',
      actor: { _id: s.manager.user.id, fullname: 'Manager Meera', role: 'manager' },
      action: 'prices.update',
      target: 'just after midnight on the 9th',
      before: { price: '800.00' },
      after: { price: '900.00' },
    });
    const ninth = await teamCall(
      t,
      'GET',
      logUrl(s.turf.id, '?from=2030-05-09&to=2030-05-09'),
      s.cookies.manager,
    );
    expect(targets(ninth.json())).toEqual(['just after midnight on the 9th']);
    const eighth = await teamCall(
      t,
      'GET',
      logUrl(s.turf.id, '?from=2030-05-01&to=2030-05-08'),
      s.cookies.admin,
    );
    expect(targets(eighth.json())).toEqual(['late on the 8th']);
  });

  it('filters by person', async () => {
    const s = await scene();
    const mine = await teamCall(
      t,
      'GET',
      logUrl(s.turf.id, `?actor=${s.owner.id}`),
      s.cookies.owner,
    );
    expect(targets(mine.json())).toEqual(['late on the 8th']);
    const nobody = await teamCall(
      t,
      'GET',
      logUrl(s.turf.id, '?actor=00000000-0000-4000-8000-000000000000'),
      s.cookies.owner,
    );
    expect(nobody.json().entries).toEqual([]);
  });

  it('refuses bad dates, a start after the end, too long a range and a bad person with 400s that say so', async () => {
    const s = await scene();
    const ask = async (query: string) => {
      const answer = await teamCall(t, 'GET', logUrl(s.turf.id, query), s.cookies.owner);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json().code).toBe('audit_range_invalid');
      return answer.json().message;
    };
    expect(await ask('?from=2030-5-1')).toBe(AUDIT_MESSAGES.dateInvalid);
    expect(await ask('?from=2030-02-30&to=2030-03-01')).toBe(AUDIT_MESSAGES.dateInvalid);
    expect(await ask('?from=2030-05-10&to=2030-05-09')).toBe(AUDIT_MESSAGES.rangeOrder);
    expect(await ask('?from=2030-01-01&to=2030-05-10')).toBe(AUDIT_MESSAGES.rangeTooLong);
    expect(await ask('?actor=someone')).toBe(AUDIT_MESSAGES.actorInvalid);
  });

  it(`answers at most the newest ${AUDIT_PAGE_LIMIT}, saying more were left out`, async () => {
    const s = await scene();
    const first = await teamCall(t, 'GET', logUrl(s.turf.id), s.cookies.owner);
    expect(first.json().truncated).toBe(false);
  });

  it('refuses the front desk, an accountant, a player, another owner and anyone signed out', async () => {
    const s = await scene();
    const status = async (cookie: string | null) =>
      (await teamCall(t, 'GET', logUrl(s.turf.id), cookie)).statusCode;
    expect(await status(s.cookies.desk)).toBe(403);
    expect(await status(s.cookies.accountant)).toBe(403);
    expect(await status(s.cookies.player)).toBe(403);
    expect(await status(s.cookies.other)).toBe(403);
    expect(await status(null)).toBe(401);
    const refused = await teamCall(t, 'GET', logUrl(s.turf.id), s.cookies.desk);
    expect(refused.json()).toMatchObject({ success: false, code: 'not_your_role' });
    expect((await teamCall(t, 'GET', logUrl(s.turf.id), s.cookies.other)).json().code).toBe(
      'not_your_turf',
    );
  });
});
