import { describe, expect, it } from 'vitest';
import { GSTIN_CHECK_PROBLEM, GSTIN_STATE_MISMATCH } from './gstin';
import { LEGAL_NAME_REQUIRED, STATE_REQUIRED, checkTaxDetails } from './tax-details';

const good = { legalName: ' Sunrise  Sports LLP ', gstin: '27aapfu0939f1zv', state: '27' };

describe('checkTaxDetails', () => {
  it('cleans and accepts a matching GSTIN and state', () => {
    expect(checkTaxDetails(good)).toEqual({
      ok: true,
      details: { legalName: 'Sunrise Sports LLP', gstin: '27AAPFU0939F1ZV', state: '27' },
    });
  });

  it('clears when all three are empty', () => {
    expect(checkTaxDetails({ legalName: ' ', gstin: '', state: '' })).toEqual({
      ok: true,
      details: null,
    });
  });

  it('names the first problem', () => {
    const message = (input: Partial<typeof good>) => {
      const result = checkTaxDetails({ ...good, ...input });
      return result.ok ? null : result.message;
    };
    expect(message({ gstin: '27AAPFU0939F1ZW' })).toBe(GSTIN_CHECK_PROBLEM);
    expect(message({ legalName: '' })).toBe(LEGAL_NAME_REQUIRED);
    expect(message({ state: '99' })).toBe(STATE_REQUIRED);
    expect(message({ state: '29' })).toBe(GSTIN_STATE_MISMATCH);
  });
});
