import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { STAFF_MESSAGES } from '../../shared/api/staff-contract';
import { ERROR_CATALOGUE } from '../../shared/errors/error-catalogue';
import { auditEntries, venueStaff } from '../db/schema-venue-team';
import { verifiedMobileNumbers } from '../db/schema-notifications';
import { createTurf, createUser } from '../testing/factories';
import { TEST_NOW } from '../testing/payment-kit';
import { cookieFor } from '../testing/requests';
import { staffMember, teamCall } from '../testing/team-kit';
import { useTestApp } from '../testing/test-app';

// The team routes' contract (docs/decisions/066): the owner invites, lists and removes; the
// invited player sees and accepts their invitation; nobody else does any of it.

const t = useTestApp();
beforeEach(() => t.setNow(TEST_NOW));

async function venue() {
  const owner = await createUser(t.database.db, 'owner', 'Owner Rao');
  const turf = await createTurf(t.database.db, owner.id, { name: 'Team Turf' });
  return { owner, turf, ownerCookie: await cookieFor(t.app, owner) };
}

const staffUrl = (turfId: string) => `/api/v1/owner/turfs/${turfId}/staff`;

describe('inviting and accepting', () => {
  it('invites by e-mail, shows the invitation to that player only, and makes them active', async () => {
    const { turf, ownerCookie } = await venue();
    const player = await createUser(t.database.db, 'user', 'Desk Dev');
    const stranger = await createUser(t.database.db, 'user', 'Stranger');
    const invited = await teamCall(t, 'POST', staffUrl(turf.id), ownerCookie, {
      email: player.email.toUpperCase(),
      role: 'front_desk',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const { staff } = invited.json();
    expect(staff).toMatchObject({
      userId: null,
      fullname: player.email,
      role: 'front_desk',
      status: 'invited',
    });

    const playerCookie = await cookieFor(t.app, player);
    const strangerCookie = await cookieFor(t.app, stranger);
    const mine = await teamCall(t, 'GET', '/api/v1/staff/invitations', playerCookie);
    expect(mine.json()).toEqual({
      success: true,
      invitations: [
        {
          _id: staff._id,
          turf: { _id: turf.id, name: 'Team Turf' },
          role: 'front_desk',
          invitedBy: { fullname: 'Owner Rao' },
        },
      ],
    });
    const theirs = await teamCall(t, 'GET', '/api/v1/staff/invitations', strangerCookie);
    expect(theirs.json().invitations).toEqual([]);

    const stolen = await teamCall(
      t,
      'POST',
      `/api/v1/staff/invitations/${staff._id}/accept`,
      strangerCookie,
    );
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().code).toBe('invitation_not_found');

    const accepted = await teamCall(
      t,
      'POST',
      `/api/v1/staff/invitations/${staff._id}/accept`,
      playerCookie,
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().workplace).toEqual({
      turf: { _id: turf.id, name: 'Team Turf' },
      role: 'front_desk',
      owner: { fullname: 'Owner Rao' },
    });
    const again = await teamCall(
      t,
      'POST',
      `/api/v1/staff/invitations/${staff._id}/accept`,
      playerCookie,
    );
    expect(again.statusCode).toBe(404);

    const list = await teamCall(t, 'GET', staffUrl(turf.id), ownerCookie);
    expect(list.json().staff).toEqual([
      expect.objectContaining({
        _id: staff._id,
        userId: player.id,
        fullname: 'Desk Dev',
        status: 'active',
      }),
    ]);
    const places = await teamCall(t, 'GET', '/api/v1/staff/workplaces', playerCookie);
    expect(places.json().workplaces).toEqual([accepted.json().workplace]);
  });

  it('reaches a number only through the account that verified it', async () => {
    const { turf, ownerCookie } = await venue();
    const holder = await createUser(t.database.db, 'user', 'Verified Vinod');
    const claimant = await createUser(t.database.db, 'user', 'Same Number');
    await t.database.db
      .insert(verifiedMobileNumbers)
      .values({ mobileNumber: '9811122233', userId: holder.id, verifiedAt: TEST_NOW });
    // The claimant's account names the number too, unverified: that proves nothing.
    const invited = await teamCall(t, 'POST', staffUrl(turf.id), ownerCookie, {
      mobilenumber: '9811122233',
      role: 'accountant',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const id = invited.json().staff._id;
    const claimantCookie = await cookieFor(t.app, claimant);
    expect(
      (await teamCall(t, 'GET', '/api/v1/staff/invitations', claimantCookie)).json().invitations,
    ).toEqual([]);
    const holderCookie = await cookieFor(t.app, holder);
    const accepted = await teamCall(
      t,
      'POST',
      `/api/v1/staff/invitations/${id}/accept`,
      holderCookie,
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
  });

  it('refuses bad invitations with a clear 4xx and writes nothing', async () => {
    const { owner, turf, ownerCookie } = await venue();
    const otherOwner = await createUser(t.database.db, 'owner');
    const cases: [object, number, string][] = [
      [{ role: 'manager' }, 400, STAFF_MESSAGES.inviteeMissing],
      [
        { email: 'a@b.in', mobilenumber: '9876543210', role: 'manager' },
        400,
        STAFF_MESSAGES.inviteeBoth,
      ],
      [{ email: 'not an address', role: 'manager' }, 400, STAFF_MESSAGES.emailInvalid],
      [{ mobilenumber: '12', role: 'manager' }, 400, STAFF_MESSAGES.mobileInvalid],
      [{ email: 'a@b.in', role: 'owner' }, 400, STAFF_MESSAGES.roleInvalid],
      [{ email: 'a@b.in' }, 400, STAFF_MESSAGES.roleInvalid],
      [{ email: owner.email, role: 'manager' }, 400, ERROR_CATALOGUE.staff_not_self.en],
      [{ email: otherOwner.email, role: 'manager' }, 400, ERROR_CATALOGUE.staff_not_a_player.en],
    ];
    for (const [body, status, message] of cases) {
      const answer = await teamCall(t, 'POST', staffUrl(turf.id), ownerCookie, body);
      expect([answer.statusCode, answer.json().message], JSON.stringify(body)).toEqual([
        status,
        message,
      ]);
    }
    expect(await t.database.db.select().from(venueStaff)).toEqual([]);
    expect(await t.database.db.select().from(auditEntries)).toEqual([]);

    const first = await teamCall(t, 'POST', staffUrl(turf.id), ownerCookie, {
      email: 'desk@example.com',
      role: 'manager',
    });
    expect(first.statusCode).toBe(201);
    const twice = await teamCall(t, 'POST', staffUrl(turf.id), ownerCookie, {
      email: 'Desk@Example.com',
      role: 'front_desk',
    });
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'staff_already_invited']);
  });

  it('lets one person work at listings of two owners', async () => {
    const a = await venue();
    const b = await venue();
    const desk = await staffMember(t, a.turf.id, a.ownerCookie, 'front_desk', 'Two Jobs');
    const invited = await teamCall(t, 'POST', staffUrl(b.turf.id), b.ownerCookie, {
      email: desk.user.email,
      role: 'accountant',
    });
    await teamCall(
      t,
      'POST',
      `/api/v1/staff/invitations/${invited.json().staff._id}/accept`,
      desk.cookie,
    );
    const places = await teamCall(t, 'GET', '/api/v1/staff/workplaces', desk.cookie);
    expect(
      places
        .json()
        .workplaces.map((place: { turf: { _id: string }; role: string }) => [
          place.turf._id,
          place.role,
        ])
        .sort(),
    ).toEqual(
      [
        [a.turf.id, 'front_desk'],
        [b.turf.id, 'accountant'],
      ].sort(),
    );
  });
});

describe('who may run the team', () => {
  it('is the owner only: a manager, another owner, a player, the admin and a visitor are refused', async () => {
    const { turf, ownerCookie } = await venue();
    const manager = await staffMember(t, turf.id, ownerCookie, 'manager');
    const otherOwner = await cookieFor(t.app, await createUser(t.database.db, 'owner'));
    const player = await cookieFor(t.app, await createUser(t.database.db, 'user'));
    const admin = await cookieFor(t.app, await createUser(t.database.db, 'admin'));
    const before = await t.database.db.select().from(venueStaff);
    for (const [who, cookie, status, code] of [
      ['manager', manager.cookie, 403, 'not_your_role'],
      ['admin', admin, 403, 'not_your_role'],
      ['other owner', otherOwner, 403, 'not_your_turf'],
      ['player', player, 403, 'not_your_turf'],
      ['visitor', null, 401, 'not_logged_in'],
    ] as const) {
      for (const [method, url, body] of [
        ['GET', staffUrl(turf.id), undefined],
        ['POST', staffUrl(turf.id), { email: 'x@example.com', role: 'manager' }],
        ['DELETE', `${staffUrl(turf.id)}/${manager.staffId}`, undefined],
      ] as const) {
        const answer = await teamCall(t, method, url, cookie, body);
        expect([answer.statusCode, answer.json().code], `${who} ${method}`).toEqual([status, code]);
      }
    }
    expect(await t.database.db.select().from(venueStaff)).toEqual(before);
  });

  it('removes a member, who is refused from their next request, and logs both changes', async () => {
    const { turf, ownerCookie } = await venue();
    const desk = await staffMember(t, turf.id, ownerCookie, 'front_desk', 'Gone Soon');
    const calendar = `/api/v1/owner/turfs/${turf.id}/staff`;
    const removed = await teamCall(t, 'DELETE', `${calendar}/${desk.staffId}`, ownerCookie);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().staff).toMatchObject({ fullname: 'Gone Soon', status: 'active' });
    const places = await teamCall(t, 'GET', '/api/v1/staff/workplaces', desk.cookie);
    expect(places.json().workplaces).toEqual([]);
    const missing = await teamCall(t, 'DELETE', `${calendar}/${desk.staffId}`, ownerCookie);
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'staff_not_found']);

    const log = await t.database.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.turfId, turf.id));
    expect(log.map((entry) => [entry.action, entry.actorRole, entry.target]).sort()).toEqual(
      [
        ['team.accept', 'front_desk', 'Gone Soon'],
        ['team.invite', 'owner', desk.user.email],
        ['team.remove', 'owner', 'Gone Soon'],
      ].sort(),
    );
  });

  it('keeps owners and the admin off teams: they cannot accept', async () => {
    const { turf, ownerCookie } = await venue();
    const invited = await teamCall(t, 'POST', staffUrl(turf.id), ownerCookie, {
      email: 'later-owner@example.com',
      role: 'manager',
    });
    // The address became an owner's account after the invitation.
    const later = await createUser(t.database.db, 'owner');
    await t.database.db
      .update(venueStaff)
      .set({ email: later.email })
      .where(eq(venueStaff.id, invited.json().staff._id));
    const answer = await teamCall(
      t,
      'POST',
      `/api/v1/staff/invitations/${invited.json().staff._id}/accept`,
      await cookieFor(t.app, later),
    );
    expect([answer.statusCode, answer.json().code]).toEqual([403, 'staff_not_a_player']);
  });
});
