import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './time';
import {
  can,
  STAFF_ROLES,
  VENUE_CAPABILITIES,
  withinDeskWindow,
  type ListingAccess,
  type StaffRole,
  type VenueCapability,
  type VenuePerson,
} from './venue-team';

// The role → capability table as the venue teams' contract words it (docs/decisions/066), written
// out here by hand: a change to shared/venue-team's table fails this test until it is changed too.
// y: allowed; -: refused.
const WORDED: Record<VenueCapability, Record<'owner' | StaffRole | 'admin', 'y' | '-'>> = {
  //                 owner       manager       front_desk       accountant       admin
  see_listing: { owner: 'y', manager: 'y', front_desk: 'y', accountant: 'y', admin: 'y' },
  calendar: { owner: 'y', manager: 'y', front_desk: 'y', accountant: '-', admin: 'y' },
  calendar_any_day: { owner: 'y', manager: 'y', front_desk: '-', accountant: '-', admin: 'y' },
  attendance: { owner: 'y', manager: 'y', front_desk: 'y', accountant: '-', admin: 'y' },
  desk_bookings: { owner: 'y', manager: 'y', front_desk: 'y', accountant: '-', admin: 'y' },
  blocks: { owner: 'y', manager: 'y', front_desk: 'y', accountant: '-', admin: 'y' },
  cancel: { owner: 'y', manager: 'y', front_desk: '-', accountant: '-', admin: 'y' },
  prices: { owner: 'y', manager: 'y', front_desk: '-', accountant: '-', admin: 'y' },
  courts: { owner: 'y', manager: 'y', front_desk: '-', accountant: '-', admin: 'y' },
  edit_listing: { owner: 'y', manager: 'y', front_desk: '-', accountant: '-', admin: 'y' },
  promo_codes: { owner: 'y', manager: 'y', front_desk: '-', accountant: '-', admin: 'y' },
  numbers: { owner: 'y', manager: 'y', front_desk: '-', accountant: 'y', admin: 'y' },
  tax_details: { owner: 'y', manager: 'y', front_desk: '-', accountant: '-', admin: 'y' },
  audit: { owner: 'y', manager: 'y', front_desk: '-', accountant: '-', admin: 'y' },
  close_day: { owner: 'y', manager: 'y', front_desk: '-', accountant: '-', admin: 'y' },
  own_desk_money: { owner: 'y', manager: 'y', front_desk: 'y', accountant: '-', admin: 'y' },
  team: { owner: 'y', manager: '-', front_desk: '-', accountant: '-', admin: '-' },
  payout_details: { owner: 'y', manager: '-', front_desk: '-', accountant: '-', admin: '-' },
};

const OWNER: VenuePerson = { id: 'owner-1', role: 'owner' };
const ADMIN: VenuePerson = { id: 'admin-1', role: 'admin' };
const STAFF: VenuePerson = { id: 'player-1', role: 'user' };

function listing(staffRole: StaffRole | null): ListingAccess {
  return { owner: OWNER.id, staffRole };
}

describe('can: the role × capability table (docs/decisions/066)', () => {
  it('names every capability in the worded table, and no other', () => {
    expect(Object.keys(WORDED).sort()).toEqual([...VENUE_CAPABILITIES].sort());
  });

  for (const capability of VENUE_CAPABILITIES) {
    it(`${capability}: as the contract words it`, () => {
      const row = WORDED[capability];
      expect(can(OWNER, capability, listing(null)), 'owner').toBe(row.owner === 'y');
      expect(can(ADMIN, capability, listing(null)), 'admin').toBe(row.admin === 'y');
      for (const role of STAFF_ROLES)
        expect(can(STAFF, capability, listing(role)), role).toBe(row[role] === 'y');
    });
  }

  it('the front desk has no prices, numbers, cancels; the accountant only reads numbers', () => {
    for (const capability of ['prices', 'numbers', 'cancel', 'tax_details', 'team'] as const)
      expect(can(STAFF, capability, listing('front_desk'))).toBe(false);
    const accountant = VENUE_CAPABILITIES.filter((c) => can(STAFF, c, listing('accountant')));
    expect(accountant).toEqual(['see_listing', 'numbers']);
  });

  it('an owner of another listing, or an owner who is also listed as staff, is not its owner', () => {
    const otherOwner: VenuePerson = { id: 'owner-2', role: 'owner' };
    for (const capability of VENUE_CAPABILITIES) {
      expect(can(otherOwner, capability, listing(null))).toBe(false);
      // A player whose id matches the owner's still is no owner: the role decides that.
      expect(can({ id: OWNER.id, role: 'user' }, capability, listing(null))).toBe(false);
    }
  });
});

describe('can: nobody without a place can do anything', () => {
  const capabilityArb = fc.constantFrom(...VENUE_CAPABILITIES);
  const idArb = fc.string({ minLength: 1, maxLength: 12 });

  it('anonymous: nothing, whatever the listing says', () => {
    fc.assert(
      fc.property(
        capabilityArb,
        idArb,
        fc.constantFrom<StaffRole | null>(null, ...STAFF_ROLES),
        (capability, owner, staffRole) => {
          expect(can(null, capability, { owner, staffRole })).toBe(false);
        },
      ),
    );
  });

  it('a player or another owner with no role at the listing: nothing', () => {
    fc.assert(
      fc.property(
        capabilityArb,
        idArb,
        idArb,
        fc.constantFrom('user', 'owner') as fc.Arbitrary<'user' | 'owner'>,
        (capability, personId, owner, role) => {
          fc.pre(personId !== owner);
          expect(can({ id: personId, role }, capability, { owner, staffRole: null })).toBe(false);
        },
      ),
    );
  });
});

describe('withinDeskWindow: today and the next six days', () => {
  const today = '2026-12-31';

  it('holds at both edges and refuses one day beyond either', () => {
    expect(withinDeskWindow(today, today)).toBe(true);
    expect(withinDeskWindow('2027-01-06', today)).toBe(true);
    expect(withinDeskWindow('2027-01-07', today)).toBe(false);
    expect(withinDeskWindow('2026-12-30', today)).toBe(false);
  });

  it('is exactly the seven days from today, for any today (month and year ends, leap days)', () => {
    const day = fc
      .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z') })
      .filter((date) => !Number.isNaN(date.getTime()))
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, fc.integer({ min: -400, max: 400 }), (start, offset) => {
        const date = addDays(start, offset);
        expect(withinDeskWindow(date, start)).toBe(offset >= 0 && offset <= 6);
      }),
    );
  });
});
