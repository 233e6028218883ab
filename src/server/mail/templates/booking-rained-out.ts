import { formatDateIn } from '../../../shared/i18n/dates';
import { RAIN_OUT_CHOICE_HOURS, RAIN_OUT_MOVE_DAYS } from '../../../shared/rain-out-choice';
import type { OutboxTopics } from '../../db/outbox';
import { mailWords } from '../../i18n/mail';
import { renderMail } from '../layout';
import type { BookingFacts } from '../mail-data';
import {
  bookingPage,
  languageOf,
  momentText,
  money,
  recipient,
  slotText,
  type MailSettings,
  type OutgoingMail,
} from '../wording';

// 'booking.rained-out': the player hears at once that the venue called the game off and what
// they may choose (docs/decisions/041); the choice itself is made on the booking page, which the
// mail links to. The owner did the rain-out and needs no mail of it.

type RainOut = OutboxTopics['booking.rained-out'];

export function bookingRainedOutMails(
  booking: BookingFacts,
  rainOut: RainOut,
  rainedOut: { day: string; startMinute: number; endMinute: number },
  settings: MailSettings,
): OutgoingMail[] {
  const language = languageOf(booking.player);
  const words = mailWords(language);
  const amount = money(booking.amountPaise);
  const deadline = momentText(new Date(rainOut.deadline), settings.timeZone, language);
  const turf = booking.turf.name;
  const rendered = renderMail({
    language,
    subject: words.rainedOutSubject({
      turf,
      date: formatDateIn(language, rainedOut.day),
      reference: booking.reference,
    }),
    heading: words.rainedOutHeading,
    greeting: words.greeting({ name: booking.player.fullname }),
    paragraphs: [
      words.rainedOutCalledOff({ turf, reason: rainOut.reason, amount }),
      words.rainedOutCredit({ amount }),
      // Free to a time on the same court or one of the same size (docs/decisions/053).
      words.rainedOutMove({ turf, days: RAIN_OUT_MOVE_DAYS }),
      words.rainedOutRefund({ amount }),
      words.rainedOutChooseBy({ deadline, hours: RAIN_OUT_CHOICE_HOURS }),
    ],
    details: [
      [words.reference, booking.reference],
      [words.turf, turf],
      [words.rainedOut, slotText(rainedOut, language)],
      [words.amountPaid, amount],
      [words.chooseBy, deadline],
    ],
    action: {
      text: words.chooseOnPage,
      url: bookingPage(settings, booking.id, language).url,
    },
  });
  return [{ key: 'player', kind: 'rainOut', to: recipient(booking.player), ...rendered }];
}
