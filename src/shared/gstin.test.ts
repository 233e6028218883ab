import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GST_STATES } from './gst-states';
import {
  GSTIN_CHECK_PROBLEM,
  GSTIN_FORMAT_PROBLEM,
  GSTIN_STATE_MISMATCH,
  GSTIN_STATE_UNKNOWN,
  gstinCheckCharacter,
  gstinProblem,
  gstinStateProblem,
  normalizeGstin,
} from './gstin';

const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const digits = '0123456789';
const charsOf = (set: string, n: number) =>
  fc.array(fc.constantFrom(...set), { minLength: n, maxLength: n }).map((a) => a.join(''));

/** A well-formed GSTIN of a real state with its right check character. */
const validGstin = fc
  .tuple(
    fc.constantFrom(...GST_STATES.map((s) => s.code)),
    charsOf(letters, 5),
    charsOf(digits, 4),
    charsOf(letters, 1),
    charsOf('123456789' + letters, 1),
  )
  .map(([state, a, b, c, entity]) => {
    const first14 = `${state}${a}${b}${c}${entity}Z`;
    return first14 + gstinCheckCharacter(first14);
  });

describe('GSTIN', () => {
  it('accepts GSTINs issued by the portal', () => {
    for (const gstin of ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '33AAACH7409R1Z8'])
      expect(gstinProblem(gstin)).toBeNull();
  });

  it('refuses a wrong check character, a bad shape and an unknown state, each with its message', () => {
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe(GSTIN_CHECK_PROBLEM);
    expect(gstinProblem('27AAPFU0939F1Z')).toBe(GSTIN_FORMAT_PROBLEM);
    expect(gstinProblem('27AAPFU0939F0ZV')).toBe(GSTIN_FORMAT_PROBLEM);
    expect(gstinProblem('27aapfu0939f1zv')).toBe(GSTIN_FORMAT_PROBLEM);
    expect(gstinProblem('99AAPFU0939F1ZV')).toBe(GSTIN_STATE_UNKNOWN);
  });

  it('normalizes what a person types', () => {
    expect(normalizeGstin(' 27aapfu0939f1zv ')).toBe('27AAPFU0939F1ZV');
    expect(normalizeGstin('27 AAPFU 0939 F1ZV')).toBe('27AAPFU0939F1ZV');
  });

  it('matches the state to the first two digits', () => {
    expect(gstinStateProblem('27AAPFU0939F1ZV', '27')).toBeNull();
    expect(gstinStateProblem('27AAPFU0939F1ZV', '29')).toBe(GSTIN_STATE_MISMATCH);
  });

  it('accepts every well-formed GSTIN with its check character', () => {
    fc.assert(fc.property(validGstin, (gstin) => gstinProblem(gstin) === null));
  });

  it('catches every change of one character', () => {
    fc.assert(
      fc.property(
        validGstin,
        fc.integer({ min: 0, max: 14 }),
        fc.constantFrom(...(digits + letters)),
        (gstin, at, typo) => {
          fc.pre(gstin[at] !== typo);
          const changed = gstin.slice(0, at) + typo + gstin.slice(at + 1);
          return gstinProblem(changed) !== null;
        },
      ),
    );
  });

  it('catches every swap of two neighbouring different characters', () => {
    fc.assert(
      fc.property(validGstin, fc.integer({ min: 0, max: 13 }), (gstin, at) => {
        fc.pre(gstin[at] !== gstin[at + 1]);
        const swapped = gstin.slice(0, at) + gstin[at + 1] + gstin[at] + gstin.slice(at + 2);
        return gstinProblem(swapped) !== null;
      }),
    );
  });
});
