import { formatDateIn } from '../../../shared/i18n/dates';
import type { Language } from '../../../shared/i18n/languages';
import { timeLabel } from '../../../shared/slots';
import { addDays, localInstant, zonedNow } from '../../../shared/time';
import { mailWords } from '../../i18n/mail';
import { renderMail } from '../layout';
import type { ReminderFacts } from '../reminder-data';
import {
  languageOf,
  mapLink,
  recipient,
  timeRangeText,
  type MailSettings,
  type OutgoingMail,
} from '../wording';

// 'booking.reminder' (docs/decisions/059): the player is reminded of the game before play, with
// what they need on the way: when, where (the map), the reference and the booking's pass. Written
// when sent: a booking cancelled, moved or begun since is not reminded of (a moved one has its
// own reminders, of its new time).

/** 'today at 7:00 PM', 'tomorrow at…' or 'on Sun, 12 May 2030 at…', as the venue's calendar has it now. */
function whenInWords(booking: ReminderFacts, settings: MailSettings, language: Language): string {
  const words = mailWords(language);
  const time = timeLabel(booking.startMinute);
  const today = zonedNow(settings.now, settings.timeZone).date;
  if (booking.day === today) return words.reminderToday({ time });
  if (booking.day === addDays(today, 1)) return words.reminderTomorrow({ time });
  return words.reminderOn({ date: formatDateIn(language, booking.day), time });
}

export function bookingReminderMails(
  booking: ReminderFacts,
  reminder: { playAt: string },
  settings: MailSettings,
): OutgoingMail[] {
  const playAt = localInstant(booking.day, booking.startMinute, settings.timeZone);
  if (
    booking.status !== 'confirmed' ||
    playAt.getTime() !== Date.parse(reminder.playAt) ||
    playAt <= settings.now
  )
    return [];
  const language = languageOf(booking.player);
  const words = mailWords(language);
  const facts = {
    turf: booking.turf.name,
    when: whenInWords(booking, settings, language),
    reference: booking.reference,
  };
  const rendered = renderMail({
    language,
    subject: words.reminderSubject(facts),
    heading: words.reminderHeading(facts),
    greeting: words.greeting({ name: booking.player.fullname }),
    paragraphs: [words.reminderBody(facts)],
    details: [
      [words.reference, booking.reference],
      [words.turf, booking.turf.name],
      [words.date, formatDateIn(language, booking.day)],
      [words.time, timeRangeText(booking)],
      [words.address, booking.turf.address],
      [words.map, mapLink(booking, language)],
    ],
    action: {
      text: words.openPass,
      url: `${settings.siteOrigin}/displaybookings/${booking.id}`,
    },
  });
  return [{ key: 'player', kind: 'reminder', to: recipient(booking.player), ...rendered }];
}
