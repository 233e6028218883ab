import type { StaffRole } from '../../shared/venue-team';
import { createUser } from './factories';
import { cookieFor } from './requests';
import type { TestHarness } from './test-app';

// A venue's team in tests (docs/decisions/066): a player invited by the owner through the API and
// accepting through it, so each test's staff member is made as a real one is.

export function teamCall(
  t: TestHarness,
  method: 'GET' | 'POST' | 'DELETE' | 'PATCH' | 'PUT',
  url: string,
  cookie: string | null,
  payload?: object,
) {
  return t.app.inject({
    method,
    url,
    ...(cookie && { headers: { cookie } }),
    ...(payload && { payload }),
  });
}

export interface StaffMember {
  user: Awaited<ReturnType<typeof createUser>>;
  cookie: string;
  /** The place on the team (`_id` of the staff answer). */
  staffId: string;
}

/** A player placed on `turfId`'s team with `role`: invited by its owner, accepted by them. */
export async function staffMember(
  t: TestHarness,
  turfId: string,
  ownerCookie: string,
  role: StaffRole,
  fullname = `Staff ${role}`,
): Promise<StaffMember> {
  const user = await createUser(t.database.db, 'user', fullname);
  const cookie = await cookieFor(t.app, user);
  const invited = await teamCall(t, 'POST', `/api/v1/owner/turfs/${turfId}/staff`, ownerCookie, {
    email: user.email,
    role,
  });
  if (invited.statusCode !== 201) throw new Error(`invite: ${invited.body}`);
  const staffId = invited.json<{ staff: { _id: string } }>().staff._id;
  const accepted = await teamCall(t, 'POST', `/api/v1/staff/invitations/${staffId}/accept`, cookie);
  if (accepted.statusCode !== 200) throw new Error(`accept: ${accepted.body}`);
  return { user, cookie, staffId };
}
