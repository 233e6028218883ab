import { describe, expect, it } from 'vitest';
import { avatarInitial, firstWord, orFallback, roleLabel } from './user-display';

describe('user display', () => {
  it('uses the first letter of the full name, or U', () => {
    expect(avatarInitial('rahul sharma')).toBe('R');
    expect(avatarInitial('  asha')).toBe('A');
    expect(avatarInitial('')).toBe('U');
    expect(avatarInitial(undefined)).toBe('U');
  });

  it('takes the first word of the full name', () => {
    expect(firstWord('Rahul  Kumar Sharma')).toBe('Rahul');
    expect(firstWord(' Asha ')).toBe('Asha');
    expect(firstWord(null)).toBe('');
  });

  it('falls back on missing or blank values', () => {
    expect(orFallback('', 'Not Available')).toBe('Not Available');
    expect(orFallback('  ', 'Not Available')).toBe('Not Available');
    expect(orFallback('9876543210', 'Not Available')).toBe('9876543210');
    expect(roleLabel('owner')).toBe('Owner');
  });
});
