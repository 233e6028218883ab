import { formatDateIn } from '../../../shared/i18n/dates';
import { reviewRefusal } from '../../../shared/reviews';
import { localInstant, zonedNow } from '../../../shared/time';
import { mailWords } from '../../i18n/mail';
import { renderMail } from '../layout';
import type { ReviewRequestFacts } from '../reminder-data';
import {
  languageOf,
  recipient,
  timeRangeText,
  type MailSettings,
  type OutgoingMail,
} from '../wording';

// 'booking.review_request' (docs/decisions/059, 067): after play the player is asked, once, to
// review the booking, with a button to its page, where the review form is. Written when sent: a
// booking reviewed, cancelled (a rain-out included), marked a no-show or moved since it was
// queued is not asked about; nor is one the review rule would not take now.

export function reviewRequestMails(
  booking: ReviewRequestFacts,
  request: { playAt: string },
  settings: MailSettings,
): OutgoingMail[] {
  const playAt = localInstant(booking.day, booking.startMinute, settings.timeZone);
  if (
    booking.reviewed ||
    playAt.getTime() !== Date.parse(request.playAt) ||
    reviewRefusal(booking, zonedNow(settings.now, settings.timeZone)) !== null
  )
    return [];
  const language = languageOf(booking.player);
  const words = mailWords(language);
  const date = formatDateIn(language, booking.day);
  const facts = { turf: booking.turf.name, date, reference: booking.reference };
  const rendered = renderMail({
    language,
    subject: words.reviewSubject(facts),
    heading: words.reviewHeading(facts),
    greeting: words.greeting({ name: booking.player.fullname }),
    paragraphs: [words.reviewBody(facts), words.reviewShown],
    details: [
      [words.reference, booking.reference],
      [words.turf, booking.turf.name],
      [words.date, date],
      [words.time, timeRangeText(booking)],
    ],
    action: {
      text: words.writeReview,
      // The booking page opens at its review form (REVIEW_ANCHOR of the web's review panel).
      url: `${settings.siteOrigin}/displaybookings/${booking.id}#review`,
    },
  });
  return [{ key: 'player', kind: 'review', to: recipient(booking.player), ...rendered }];
}
