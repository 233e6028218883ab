import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { calendarLocale } from './calendar-locale';

const DAY = new Date(2026, 11, 9); // Wednesday, 9 December 2026

describe("the subscription calendar's locale", () => {
  it('keeps English as react-datepicker writes it', () => {
    expect(calendarLocale('en')).toBeUndefined();
  });

  it.each(['hi', 'mr'] as const)(
    'names months and weekdays in %s with Latin digits',
    (language) => {
      const locale = calendarLocale(language)!;
      const header = format(DAY, 'LLLL yyyy', { locale });
      expect(header).toBe(
        `${new Intl.DateTimeFormat(`${language}-IN`, { month: 'long' }).format(DAY)} 2026`,
      );
      const weekday = format(DAY, 'EEEEEE', { locale });
      expect(weekday).toBe(
        new Intl.DateTimeFormat(`${language}-IN`, { weekday: 'short' }).format(DAY),
      );
      expect(format(DAY, 'PPPP', { locale })).not.toMatch(/[०-९]|December|Wednesday/);
    },
  );
});
