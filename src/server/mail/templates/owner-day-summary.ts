import { formatDateIn } from '../../../shared/i18n/dates';
import { zonedNow } from '../../../shared/time';
import { mailWords } from '../../i18n/mail';
import { renderMail } from '../layout';
import type { Person } from '../mail-data';
import {
  languageOf,
  ownerBookingsPage,
  recipient,
  timeRangeText,
  type MailSettings,
  type OutgoingMail,
} from '../wording';

// 'owner.day_summary' (docs/decisions/059): at 7 AM, an owner's day at each of their turfs: time,
// court and the customer's first name of each confirmed booking. Written when sent: a day whose
// bookings were all cancelled since, or a day already over, sends nothing.

export interface DaySummaryFacts {
  owner: Person;
  day: string;
  turfs: {
    name: string;
    games: { startMinute: number; endMinute: number; court: string; customer: string }[];
  }[];
}

export function ownerDaySummaryMails(
  facts: DaySummaryFacts,
  settings: MailSettings,
): OutgoingMail[] {
  const count = facts.turfs.reduce((sum, turf) => sum + turf.games.length, 0);
  if (count === 0 || facts.day !== zonedNow(settings.now, settings.timeZone).date) return [];
  const language = languageOf(facts.owner);
  const words = mailWords(language);
  const [first, ...others] = facts.turfs;
  const where =
    others.length === 0
      ? first!.name
      : words.turfAndMore({ turf: first!.name, count: others.length });
  const bookings = words.bookingCount({ count });
  const date = formatDateIn(language, facts.day);
  const rendered = renderMail({
    language,
    subject: words.daySubject({ where, bookings, date }),
    heading: words.dayHeading({ where }),
    greeting: words.goodMorning({ name: facts.owner.fullname }),
    paragraphs: [words.dayBody({ bookings, date })],
    details: [
      [words.date, date],
      [words.bookings, String(count)],
    ],
    sections: facts.turfs.map((turf) => ({
      title: words.dayHeading({ where: turf.name }),
      lines: turf.games.map((game) => `${timeRangeText(game)}, ${game.court}: ${game.customer}`),
    })),
    action: ownerBookingsPage(settings, language),
  });
  return [{ key: 'owner', kind: 'ownerSummary', to: recipient(facts.owner), ...rendered }];
}
