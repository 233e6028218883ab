import { and, asc, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  InvitationJson,
  StaffMemberJson,
  WorkplaceJson,
  inviteStaffBodySchema,
} from '../../shared/api/staff-contract';
import type { VenueAccess } from '../auth/venue-access';
import type { UserRow } from '../auth/users';
import { recordAudit } from '../audit/audit-log';
import type { Db, DbOrTx } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import { turfs, users } from '../db/schema';
import { verifiedMobileNumbers } from '../db/schema-notifications';
import { venueStaff } from '../db/schema-venue-team';
import { HttpError } from '../http/errors';

// Inviting people to a listing's team, removing them, and accepting an invitation
// (docs/decisions/066). Staff are players: an owner's or the admin's account cannot join.

type StaffRow = typeof venueStaff.$inferSelect;

function memberJson(row: StaffRow, fullname: string | null): StaffMemberJson {
  return {
    _id: row.id,
    userId: row.userId,
    fullname: fullname ?? row.email ?? row.mobilenumber ?? '',
    role: row.role,
    status: row.userId ? 'active' : 'invited',
    email: row.email,
    mobilenumber: row.mobilenumber,
  };
}

/** What the audit log keeps of a place on the team. */
function memberRecord(member: StaffMemberJson) {
  return {
    fullname: member.fullname,
    role: member.role,
    status: member.status,
    email: member.email,
    mobilenumber: member.mobilenumber,
  };
}

/** The account an invitation would reach today, if there is one. */
async function invitedAccount(
  db: DbOrTx,
  invitee: { email?: string; mobilenumber?: string },
): Promise<UserRow | null> {
  if (invitee.email !== undefined) {
    const [user] = await db.select().from(users).where(eq(users.email, invitee.email)).limit(1);
    return user ?? null;
  }
  const [held] = await db
    .select({ user: users })
    .from(verifiedMobileNumbers)
    .innerJoin(users, eq(users.id, verifiedMobileNumbers.userId))
    .where(eq(verifiedMobileNumbers.mobileNumber, invitee.mobilenumber!))
    .limit(1);
  return held?.user ?? null;
}

export async function inviteStaff(
  db: Db,
  access: VenueAccess,
  body: z.infer<typeof inviteStaffBodySchema>,
  now: Date,
): Promise<StaffMemberJson> {
  const invitee = {
    ...(body.email !== undefined && { email: body.email.trim().toLowerCase() }),
    ...(body.mobilenumber !== undefined && { mobilenumber: body.mobilenumber }),
  };
  return db.transaction(async (tx) => {
    const account = await invitedAccount(tx, invitee);
    if (account?.id === access.turf.ownerId) throw new HttpError(400, 'staff_not_self');
    if (account && account.role !== 'user') throw new HttpError(400, 'staff_not_a_player');
    if (account && (await placeOf(tx, access.turf.id, eq(venueStaff.userId, account.id)))) {
      throw new HttpError(409, 'staff_already_invited');
    }
    let row: StaffRow;
    try {
      [row] = (await tx
        .insert(venueStaff)
        .values({
          turfId: access.turf.id,
          role: body.role,
          email: invitee.email ?? null,
          mobilenumber: invitee.mobilenumber ?? null,
          invitedBy: access.person.id,
          invitedAt: now,
        })
        .returning()) as [StaffRow];
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, 'staff_already_invited');
      throw error;
    }
    const member = memberJson(row, null);
    await recordAudit(tx, {
      turfId: access.turf.id,
      actor: access.actor,
      action: 'team.invite',
      target: member.fullname,
      before: null,
      after: memberRecord(member),
      at: now,
    });
    return member;
  });
}

async function placeOf(db: DbOrTx, turfId: string, which: SQL | undefined) {
  const [row] = await db
    .select({ id: venueStaff.id })
    .from(venueStaff)
    .where(and(eq(venueStaff.turfId, turfId), which))
    .limit(1);
  return row ?? null;
}

/** The listing's team, in the order they were invited. */
export async function listStaff(db: DbOrTx, turfId: string): Promise<StaffMemberJson[]> {
  const rows = await db
    .select({ staff: venueStaff, fullname: users.fullname })
    .from(venueStaff)
    .leftJoin(users, eq(users.id, venueStaff.userId))
    .where(eq(venueStaff.turfId, turfId))
    .orderBy(asc(venueStaff.invitedAt), asc(venueStaff.id));
  return rows.map((row) => memberJson(row.staff, row.fullname));
}

export async function removeStaff(
  db: Db,
  access: VenueAccess,
  staffId: string,
  now: Date,
): Promise<StaffMemberJson> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ staff: venueStaff, fullname: users.fullname })
      .from(venueStaff)
      .leftJoin(users, eq(users.id, venueStaff.userId))
      .where(and(eq(venueStaff.id, staffId), eq(venueStaff.turfId, access.turf.id)))
      .for('update', { of: venueStaff })
      .limit(1);
    if (!row) throw new HttpError(404, 'staff_not_found');
    await tx.delete(venueStaff).where(eq(venueStaff.id, staffId));
    const member = memberJson(row.staff, row.fullname);
    await recordAudit(tx, {
      turfId: access.turf.id,
      actor: access.actor,
      action: 'team.remove',
      target: member.fullname,
      before: memberRecord(member),
      after: null,
      at: now,
    });
    return member;
  });
}

/** Invitations that reach this person: their account's address, or a number they verified. */
async function invitationsReaching(db: DbOrTx, person: UserRow) {
  const [verified] = await db
    .select({ number: verifiedMobileNumbers.mobileNumber })
    .from(verifiedMobileNumbers)
    .where(eq(verifiedMobileNumbers.userId, person.id))
    .limit(1);
  const reaches = or(
    person.email ? eq(venueStaff.email, person.email) : undefined,
    verified ? eq(venueStaff.mobilenumber, verified.number) : undefined,
  );
  if (!reaches) return null;
  return and(isNull(venueStaff.userId), reaches);
}

export async function invitationsFor(db: DbOrTx, person: UserRow): Promise<InvitationJson[]> {
  if (person.role !== 'user') return [];
  const reaching = await invitationsReaching(db, person);
  if (!reaching) return [];
  const rows = await db
    .select({ staff: venueStaff, turfName: turfs.name, invitedBy: users.fullname })
    .from(venueStaff)
    .innerJoin(turfs, eq(turfs.id, venueStaff.turfId))
    .innerJoin(users, eq(users.id, venueStaff.invitedBy))
    .where(reaching)
    .orderBy(asc(venueStaff.invitedAt), asc(venueStaff.id));
  return rows.map((row) => ({
    _id: row.staff.id,
    turf: { _id: row.staff.turfId, name: row.turfName },
    role: row.staff.role,
    invitedBy: { fullname: row.invitedBy },
  }));
}

export async function acceptInvitation(
  db: Db,
  person: UserRow,
  invitationId: string,
  now: Date,
): Promise<WorkplaceJson> {
  if (person.role !== 'user') throw new HttpError(403, 'staff_not_a_player');
  return db.transaction(async (tx) => {
    const reaching = await invitationsReaching(tx, person);
    if (!reaching) throw new HttpError(404, 'invitation_not_found');
    const [row] = await tx
      .select({ staff: venueStaff, turfName: turfs.name, ownerName: users.fullname })
      .from(venueStaff)
      .innerJoin(turfs, eq(turfs.id, venueStaff.turfId))
      .innerJoin(users, eq(users.id, turfs.ownerId))
      .where(and(eq(venueStaff.id, invitationId), reaching))
      .for('update', { of: venueStaff })
      .limit(1);
    if (!row) throw new HttpError(404, 'invitation_not_found');
    if (await placeOf(tx, row.staff.turfId, eq(venueStaff.userId, person.id))) {
      throw new HttpError(409, 'staff_already_invited');
    }
    await tx
      .update(venueStaff)
      .set({ userId: person.id, acceptedAt: now })
      .where(eq(venueStaff.id, invitationId));
    await recordAudit(tx, {
      turfId: row.staff.turfId,
      actor: { id: person.id, fullname: person.fullname, role: row.staff.role },
      action: 'team.accept',
      target: person.fullname,
      before: { status: 'invited', role: row.staff.role },
      after: { status: 'active', role: row.staff.role, fullname: person.fullname },
      at: now,
    });
    return {
      turf: { _id: row.staff.turfId, name: row.turfName },
      role: row.staff.role,
      owner: { fullname: row.ownerName },
    };
  });
}

/** The listings where the person is on the team, with their role. */
export async function workplacesOf(db: DbOrTx, person: UserRow): Promise<WorkplaceJson[]> {
  const rows = await db
    .select({ staff: venueStaff, turfName: turfs.name, ownerName: users.fullname })
    .from(venueStaff)
    .innerJoin(turfs, eq(turfs.id, venueStaff.turfId))
    .innerJoin(users, eq(users.id, turfs.ownerId))
    .where(eq(venueStaff.userId, person.id))
    .orderBy(asc(turfs.name));
  return rows.map((row) => ({
    turf: { _id: row.staff.turfId, name: row.turfName },
    role: row.staff.role,
    owner: { fullname: row.ownerName },
  }));
}
