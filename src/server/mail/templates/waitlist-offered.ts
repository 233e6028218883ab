import { formatDate } from '../../../shared/display-format';
import { OFFER_MINUTES, offerSummaryPath } from '../../../shared/waitlist';
import { renderMail } from '../layout';
import type { Person } from '../mail-data';
import {
  momentText,
  money,
  recipient,
  timeRangeText,
  type MailSettings,
  type OutgoingMail,
} from '../wording';

// 'waitlist.offered' (docs/decisions/033): the time a player waited for is free and held for
// them; the link opens the booking summary of exactly that range, whose Pay Now pays the hold.

export interface OfferFacts {
  turf: { id: string; name: string; address: string };
  player: Person;
  day: string;
  startMinute: number;
  endMinute: number;
  amountPaise: number;
  /** When the hold ends (null once it is gone: the mail still says the 10 minutes). */
  holdExpiresAt: Date | null;
}

export function waitlistOfferedMails(offer: OfferFacts, settings: MailSettings): OutgoingMail[] {
  const link = `${settings.siteOrigin}${offerSummaryPath(offer.turf.id, {
    date: offer.day,
    start: offer.startMinute,
    end: offer.endMinute,
  })}`;
  const until = offer.holdExpiresAt
    ? `until ${momentText(offer.holdExpiresAt, settings.timeZone)}`
    : `for ${OFFER_MINUTES} minutes`;
  const rendered = renderMail({
    subject: `The time you waited for is free: ${offer.turf.name}, ${formatDate(offer.day)}`,
    heading: 'Your turn: the time is held for you',
    greeting: `Hi ${offer.player.fullname},`,
    paragraphs: [
      `${offer.turf.name} is free on ${formatDate(offer.day)}, ${timeRangeText(offer)}, and we are holding it for you ${until}.`,
      `Pay within ${OFFER_MINUTES} minutes to book it; after that it goes to the next player waiting.`,
    ],
    details: [
      ['Turf', offer.turf.name],
      ['Address', offer.turf.address],
      ['Time', `${formatDate(offer.day)}, ${timeRangeText(offer)}`],
      ['Price', money(offer.amountPaise)],
    ],
    action: { text: 'Book it now', url: link },
  });
  return [{ key: 'player', kind: 'waitlist', to: recipient(offer.player), ...rendered }];
}
