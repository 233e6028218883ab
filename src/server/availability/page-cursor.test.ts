import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './page-cursor';

describe('page cursors', () => {
  it('are handed out in a form they are read back from', () => {
    const position = {
      day: '2030-05-10',
      startMinute: 1439,
      id: 'ffffffff-ffff-ffff-ffff-ffffffffffff',
    };
    expect(decodeCursor(encodeCursor(position))).toEqual(position);
    expect(encodeCursor(position)).toMatch(/^[A-Za-z0-9_-]+$/);
  });
});
