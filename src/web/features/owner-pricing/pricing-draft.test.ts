import { describe, expect, it } from 'vitest';
import { PRICE_RULE_MESSAGES } from '../../../shared/price-rules-form';
import { BAND_PRESETS, bandFrom, bodyOf, checkDraft, dayStretches, draftOf } from './pricing-draft';

const SAVED = {
  base: '1200.00',
  bands: [{ days: [1, 2, 3, 4, 5], from: '18:00', to: '23:00', perHour: '1800.00' }],
  specialDays: [{ date: '2030-12-25', perHour: '2200.00' }],
  lastMinute: { withinMinutes: 180, percentOff: 20 },
};

describe('the pricing draft', () => {
  it('round-trips the saved rules into the same body', () => {
    expect(bodyOf(draftOf(SAVED))).toEqual(SAVED);
    const off = { ...draftOf(SAVED), offerOn: false };
    expect(bodyOf(off).lastMinute).toBeNull();
  });

  it("says the server's own problem before sending", () => {
    const draft = draftOf(SAVED);
    draft.bands[0]!.from = '18:15';
    expect(checkDraft(draft)).toEqual({ rules: null, problem: PRICE_RULE_MESSAGES.time });
    draft.bands[0]!.from = '18:00';
    draft.percentOff = '95';
    expect(checkDraft(draft).problem).toBe(PRICE_RULE_MESSAGES.percentOff);
    draft.percentOff = '20';
    expect(checkDraft(draft).rules?.basePaise).toBe(120_000);
  });

  it('shows a weekday as stretches of one rate inside its hours, the later band winning', () => {
    const draft = draftOf({ ...SAVED, lastMinute: null });
    draft.bands.push(bandFrom(BAND_PRESETS[2]!.band, '900.00'));
    const rules = checkDraft(draft).rules!;
    expect(dayStretches(rules, 1, { open: 6 * 60, close: 23 * 60 + 59 })).toEqual([
      { from: 360, to: 540, perHourPaise: 90_000, source: 'band' },
      { from: 540, to: 1080, perHourPaise: 120_000, source: 'base' },
      { from: 1080, to: 1380, perHourPaise: 180_000, source: 'band' },
      { from: 1380, to: 1439, perHourPaise: 120_000, source: 'base' },
    ]);
    expect(dayStretches(rules, 0, null)).toEqual([]);
  });
});
