import { formatDate } from '../../../shared/display-format';
import { zonedNow } from '../../../shared/time';
import { renderMail } from '../layout';
import type { Person } from '../mail-data';
import {
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

const bookingsText = (count: number) => (count === 1 ? '1 booking' : `${count} bookings`);

export function ownerDaySummaryMails(
  facts: DaySummaryFacts,
  settings: MailSettings,
): OutgoingMail[] {
  const count = facts.turfs.reduce((sum, turf) => sum + turf.games.length, 0);
  if (count === 0 || facts.day !== zonedNow(settings.now, settings.timeZone).date) return [];
  const [first, ...others] = facts.turfs;
  const where = others.length === 0 ? first!.name : `${first!.name} and ${others.length} more`;
  const rendered = renderMail({
    subject: `Today at ${where}: ${bookingsText(count)}, ${formatDate(facts.day)}`,
    heading: `Today at ${where}`,
    greeting: `Good morning ${facts.owner.fullname},`,
    paragraphs: [`You have ${bookingsText(count)} today, ${formatDate(facts.day)}.`],
    details: [
      ['Date', formatDate(facts.day)],
      ['Bookings', String(count)],
    ],
    sections: facts.turfs.map((turf) => ({
      title: `Today at ${turf.name}`,
      lines: turf.games.map((game) => `${timeRangeText(game)}, ${game.court}: ${game.customer}`),
    })),
    action: ownerBookingsPage(settings),
  });
  return [{ key: 'owner', kind: 'ownerSummary', to: recipient(facts.owner), ...rendered }];
}
