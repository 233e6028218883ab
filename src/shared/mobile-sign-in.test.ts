import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { indianMobile } from './mobile-number';
import {
  SIGN_IN_CODE_TRIES,
  SIGN_IN_CODE_TTL_MS,
  codeStanding,
  signInCodeOf,
  storedMobileForms,
} from './mobile-sign-in';

const SENT = new Date('2030-05-10T12:00:00Z');
const code = (over: Partial<{ tries: number; usedAt: Date | null }> = {}) => ({
  tries: 0,
  usedAt: null,
  expiresAt: new Date(SENT.getTime() + SIGN_IN_CODE_TTL_MS),
  ...over,
});
const at = (ms: number) => new Date(SENT.getTime() + ms);

describe('signInCodeOf', () => {
  it('reads six digits, spaces between them allowed', () => {
    expect(signInCodeOf('012345')).toBe('012345');
    expect(signInCodeOf(' 123 456 ')).toBe('123456');
  });

  it('refuses anything else', () => {
    for (const typed of ['12345', '1234567', '12a456', '', '１２３４５６'])
      expect(signInCodeOf(typed), typed).toBeNull();
  });
});

describe('codeStanding', () => {
  it('is live until ten minutes have passed, then expired', () => {
    expect(codeStanding(code(), at(0))).toBe('live');
    expect(codeStanding(code(), at(SIGN_IN_CODE_TTL_MS - 1))).toBe('live');
    expect(codeStanding(code(), at(SIGN_IN_CODE_TTL_MS))).toBe('code_expired');
  });

  it('allows five tries: after the fifth the code is dead', () => {
    expect(codeStanding(code({ tries: SIGN_IN_CODE_TRIES - 1 }), at(0))).toBe('live');
    expect(codeStanding(code({ tries: SIGN_IN_CODE_TRIES }), at(0))).toBe('code_tries');
  });

  it('says used before anything else, even once it would have expired', () => {
    const used = code({ usedAt: at(1000), tries: SIGN_IN_CODE_TRIES });
    expect(codeStanding(used, at(0))).toBe('code_used');
    expect(codeStanding(used, at(SIGN_IN_CODE_TTL_MS * 2))).toBe('code_used');
  });
});

describe('storedMobileForms', () => {
  it('names every form a profile may hold that reads back as the number', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[6-9][0-9]{9}$/), (mobile) => {
        for (const form of storedMobileForms(mobile)) expect(indianMobile(form)).toBe(mobile);
      }),
    );
  });
});
