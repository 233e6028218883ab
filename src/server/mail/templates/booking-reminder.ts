import { formatDate } from '../../../shared/display-format';
import { timeLabel } from '../../../shared/slots';
import { addDays, localInstant, zonedNow } from '../../../shared/time';
import { renderMail } from '../layout';
import type { ReminderFacts } from '../reminder-data';
import {
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

/** 'today', 'tomorrow' or 'on Sun, 12 May 2030', as the venue's calendar has it now. */
function dayInWords(day: string, settings: MailSettings): string {
  const today = zonedNow(settings.now, settings.timeZone).date;
  if (day === today) return 'today';
  if (day === addDays(today, 1)) return 'tomorrow';
  return `on ${formatDate(day)}`;
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
  const when = `${dayInWords(booking.day, settings)} at ${timeLabel(booking.startMinute)}`;
  const rendered = renderMail({
    subject: `Your game at ${booking.turf.name} is ${when} (${booking.reference})`,
    heading: `Your game is ${when}`,
    greeting: `Hi ${booking.player.fullname},`,
    paragraphs: [
      `Your game at ${booking.turf.name} is ${when}. Show your booking pass at the gate, or quote the reference ${booking.reference}.`,
    ],
    details: [
      ['Reference', booking.reference],
      ['Turf', booking.turf.name],
      ['Date', formatDate(booking.day)],
      ['Time', timeRangeText(booking)],
      ['Address', booking.turf.address],
      ['Map', mapLink(booking)],
    ],
    action: {
      text: 'Open your booking pass',
      url: `${settings.siteOrigin}/displaybookings/${booking.id}`,
    },
  });
  return [{ key: 'player', kind: 'reminder', to: recipient(booking.player), ...rendered }];
}
