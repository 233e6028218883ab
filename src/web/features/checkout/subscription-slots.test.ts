import { describe, expect, it } from 'vitest';
import { displayDate, subscriptionSlotLines } from './subscription-slots';

describe('subscriptionSlotLines', () => {
  it('lists every slot with its date written one way, in date and time order', () => {
    const lines = subscriptionSlotLines([
      { date: 'Mon, Jan 12, 2026', startTime: '6:00 PM', endTime: '7:00 PM' },
      { date: 'Mon, Jan 5, 2026', startTime: '8:00 PM', endTime: '9:30 PM' },
      { date: '2026-01-05', startTime: '7:00 AM', endTime: '8:00 AM' },
      { date: 'Mon, Jan 5, 2026', startTime: '10:00 AM', endTime: '11:00 AM' },
    ]);
    expect(lines.map(({ date, time }) => `${date} ${time}`)).toEqual([
      'Mon, 5 Jan 2026 7:00 AM – 8:00 AM',
      'Mon, 5 Jan 2026 10:00 AM – 11:00 AM',
      'Mon, 5 Jan 2026 8:00 PM – 9:30 PM',
      'Mon, 12 Jan 2026 6:00 PM – 7:00 PM',
    ]);
    expect(new Set(lines.map((line) => line.key)).size).toBe(4);
  });

  it('orders by date, not by the text (Dec 2025 before Jan 2026)', () => {
    const lines = subscriptionSlotLines([
      { date: 'Fri, Jan 2, 2026', startTime: '6:00 PM', endTime: '7:00 PM' },
      { date: 'Wed, Dec 31, 2025', startTime: '6:00 PM', endTime: '7:00 PM' },
    ]);
    expect(lines.map((line) => line.date)).toEqual(['Wed, 31 Dec 2025', 'Fri, 2 Jan 2026']);
  });

  it('keeps a date it cannot read as it came, after the readable ones', () => {
    const lines = subscriptionSlotLines([
      { date: 'someday', startTime: '6:00 PM', endTime: '7:00 PM' },
      { date: '2026-01-05', startTime: '6:00 PM', endTime: '7:00 PM' },
    ]);
    expect(lines.map((line) => line.date)).toEqual(['Mon, 5 Jan 2026', 'someday']);
  });
});

describe('displayDate', () => {
  it('reads both date forms the details carry', () => {
    expect(displayDate('2026-01-05')).toBe('Mon, 5 Jan 2026');
    expect(displayDate('Mon, Jan 26, 2026')).toBe('Mon, 26 Jan 2026');
    expect(displayDate('not a date')).toBe('not a date');
  });
});
