import { describe, expect, it } from 'vitest';
import { canManageTurf, canViewTurfBookingDetails, type Actor } from './permissions';

const OWNER_ID = '5f0d3c8e-1a2b-4c3d-8e9f-0a1b2c3d4e5f';
const turf = { owner: OWNER_ID };

describe('canManageTurf', () => {
  it('lets the turf’s owner and the admin manage it', () => {
    expect(canManageTurf({ id: OWNER_ID, role: 'owner' }, turf)).toBe(true);
    expect(canManageTurf({ id: 'someone-else', role: 'admin' }, turf)).toBe(true);
  });

  it('refuses visitors, players and other owners', () => {
    const refused: (Actor | null)[] = [
      null,
      { id: 'another-owner', role: 'owner' },
      { id: 'a-player', role: 'user' },
      // A player whose id somehow matched still is no owner.
      { id: OWNER_ID, role: 'user' },
    ];
    for (const actor of refused) expect(canManageTurf(actor, turf), actor?.id).toBe(false);
  });

  it('is the rule for seeing a turf’s customer details', () => {
    const actors: (Actor | null)[] = [
      null,
      { id: OWNER_ID, role: 'owner' },
      { id: 'another-owner', role: 'owner' },
      { id: 'x', role: 'admin' },
      { id: OWNER_ID, role: 'user' },
    ];
    for (const actor of actors)
      expect(canViewTurfBookingDetails(actor, turf)).toBe(canManageTurf(actor, turf));
  });
});
