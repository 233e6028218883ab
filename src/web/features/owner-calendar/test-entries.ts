import type { CalendarEntry } from '../../../shared/api/owner-calendar-contract';
import { timeLabel } from '../../../shared/slots';
import { getAppI18n } from '../../i18n/app-i18n';
import type { CalendarWords } from './calendar-words';

export const COURT_1 = 'court-1';

/** A calendar entry as the server answers it, for the feature's tests. */
export function entry(
  overrides: Partial<CalendarEntry> & Pick<CalendarEntry, 'date' | 'start' | 'end'>,
): CalendarEntry {
  return {
    kind: 'booking',
    id: `${overrides.kind ?? 'booking'}-${overrides.date}-${overrides.start}`,
    startTime: timeLabel(overrides.start),
    endTime: timeLabel(overrides.end),
    customer: { fullname: 'Rohan Mehta', email: 'rohan@example.in', mobilenumber: '9876543210' },
    amountPaid: 800,
    reference: 'TB-7K2M9Q',
    subscription: false,
    reason: null,
    groupId: null,
    groupSize: 0,
    courtId: COURT_1,
    courtName: 'Court 1',
    blockCourtIds: [overrides.courtId ?? COURT_1],
    ...overrides,
  };
}

/** The calendar's words in English, from the catalogue the tests load whole. */
export function englishWords(): CalendarWords {
  return { t: getAppI18n().getFixedT('en', 'owner-calendar'), language: 'en' };
}
