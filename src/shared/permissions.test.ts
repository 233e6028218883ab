import { describe, expect, it } from 'vitest';
import {
  canManagePromoCodes,
  canPayShare,
  canRunSplit,
  canJoinGame,
  canOpenGame,
  canRunGame,
  canSeeSplit,
  canManageTurf,
  canViewTurfBookingDetails,
  canOfferPromoCodesEverywhere,
  canUsePromoCode,
  type Actor,
} from './permissions';

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

describe('promo code policies', () => {
  const actors = {
    visitor: null,
    player: { id: 'p', role: 'user' },
    owner: { id: OWNER_ID, role: 'owner' },
    otherOwner: { id: 'o2', role: 'owner' },
    admin: { id: 'a', role: 'admin' },
  } as const satisfies Record<string, Actor | null>;

  it('lets the admin alone offer codes everywhere', () => {
    expect(canOfferPromoCodesEverywhere(actors.admin)).toBe(true);
    for (const actor of [actors.visitor, actors.player, actors.owner])
      expect(canOfferPromoCodesEverywhere(actor)).toBe(false);
  });

  it('shows the code screens to owners and the admin, and lets players alone use codes', () => {
    expect([actors.owner, actors.admin].every(canManagePromoCodes)).toBe(true);
    expect([actors.visitor, actors.player].some(canManagePromoCodes)).toBe(false);
    expect(canUsePromoCode(actors.player)).toBe(true);
    expect([actors.visitor, actors.owner, actors.admin].some(canUsePromoCode)).toBe(false);
  });
});

describe('split policies (docs/decisions/044)', () => {
  const booker = { id: 'b', role: 'user' as const };
  const mate = { id: 'm', role: 'user' as const };
  const owner = { id: 'o', role: 'owner' as const };
  const otherOwner = { id: 'x', role: 'owner' as const };
  const admin = { id: 'a', role: 'admin' as const };
  const split = { bookerId: 'b' };
  const turf = { owner: 'o' };

  it('shows a split to its booker, the turf’s keepers and a player with the link only', () => {
    expect(canSeeSplit(booker, split, turf, false)).toBe(true);
    expect(canSeeSplit(owner, split, turf, false)).toBe(true);
    expect(canSeeSplit(admin, split, turf, false)).toBe(true);
    expect(canSeeSplit(mate, split, turf, true)).toBe(true);
    expect(canSeeSplit(mate, split, turf, false)).toBe(false);
    expect(canSeeSplit(otherOwner, split, turf, true)).toBe(false);
    expect(canSeeSplit(null, split, turf, true)).toBe(false);
  });

  it('lets players with the link (and the booker) pay, and only the booker run the split', () => {
    expect(canPayShare(mate, split, true)).toBe(true);
    expect(canPayShare(booker, split, false)).toBe(true);
    expect(canPayShare(mate, split, false)).toBe(false);
    expect(canPayShare(owner, split, true)).toBe(false);
    expect(canPayShare(admin, split, true)).toBe(false);
    expect(canRunSplit(booker, split)).toBe(true);
    expect(canRunSplit(mate, split)).toBe(false);
    expect(canRunSplit(null, split)).toBe(false);
  });

  it('lets only the booker open a game and run it, and any other player join it', () => {
    expect(canOpenGame(booker, { userId: booker.id })).toBe(true);
    expect(canOpenGame(mate, { userId: booker.id })).toBe(false);
    expect(canOpenGame(owner, { userId: owner.id })).toBe(false);
    expect(canOpenGame(null, { userId: booker.id })).toBe(false);
    const game = { organizerId: booker.id };
    expect(canRunGame(booker, game)).toBe(true);
    expect(canRunGame(mate, game)).toBe(false);
    expect(canRunGame(admin, game)).toBe(false);
    expect(canJoinGame(mate, game)).toBe(true);
    expect(canJoinGame(booker, game)).toBe(false);
    expect(canJoinGame(owner, game)).toBe(false);
    expect(canJoinGame(admin, game)).toBe(false);
    expect(canJoinGame(null, game)).toBe(false);
  });
});
