import { describe, expect, it } from 'vitest';
import en from '../i18n/locales/en/grid.json';
import hi from '../i18n/locales/hi/grid.json';
import { createI18n } from '../i18n/i18n';
import { kindCountText, kindCountsOfSlot } from './court-kind-text';

// A slot search card says the free courts by kind as the turf page's grid does
// (docs/decisions/067): the answer's counts read back into the rules' kinds, then worded.

const gridT = (language: 'en' | 'hi', grid: Record<string, unknown>) =>
  createI18n({ language, resources: { [language]: { grid } } }).getFixedT(language, 'grid');

describe('the free courts of each kind, in words', () => {
  it('reads an answer’s counts by kind, and none where the courts are of one kind', () => {
    expect(
      kindCountsOfSlot({
        courtsByKind: [
          { players: 5, plainCourts: null, free: 2, suitable: 2 },
          { players: null, plainCourts: 2, free: 0, suitable: 1 },
        ],
      }),
    ).toEqual([
      { kind: { by: 'aSide', players: 5 }, free: 2, suitable: 2 },
      { kind: { by: 'ground', plainCourts: 2 }, free: 0, suitable: 1 },
    ]);
    expect(kindCountsOfSlot({})).toBeNull();
  });

  it('words each kind, never mixed', () => {
    const t = gridT('en', en);
    expect(kindCountText(t, { kind: { by: 'aSide', players: 5 }, free: 2, suitable: 2 })).toBe(
      '2 of 2 5-a-side free',
    );
    expect(kindCountText(t, { kind: { by: 'ground', plainCourts: 1 }, free: 1, suitable: 2 })).toBe(
      '1 of 2 single courts free',
    );
    expect(kindCountText(t, { kind: { by: 'ground', plainCourts: 2 }, free: 0, suitable: 1 })).toBe(
      '0 of 1 pitch of 2 courts free',
    );
    expect(
      kindCountText(gridT('hi', hi), { kind: { by: 'aSide', players: 7 }, free: 1, suitable: 1 }),
    ).toBe('1 में से 1 7-a-side खाली');
  });
});
