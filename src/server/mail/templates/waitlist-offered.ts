import { formatDateIn } from '../../../shared/i18n/dates';
import { OFFER_MINUTES, offerSummaryPath } from '../../../shared/waitlist';
import { mailWords } from '../../i18n/mail';
import { renderMail } from '../layout';
import type { Person } from '../mail-data';
import {
  languageOf,
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
  const language = languageOf(offer.player);
  const words = mailWords(language);
  const until = offer.holdExpiresAt
    ? words.offerUntil({ when: momentText(offer.holdExpiresAt, settings.timeZone, language) })
    : words.offerFor({ minutes: OFFER_MINUTES });
  const turf = offer.turf.name;
  const date = formatDateIn(language, offer.day);
  const time = timeRangeText(offer);
  const rendered = renderMail({
    language,
    subject: words.offerSubject({ turf, date }),
    heading: words.offerHeading,
    greeting: words.greeting({ name: offer.player.fullname }),
    paragraphs: [
      words.offerFree({ turf, date, time, until }),
      words.offerPayWithin({ minutes: OFFER_MINUTES }),
    ],
    details: [
      [words.turf, turf],
      [words.address, offer.turf.address],
      [words.time, `${date}, ${time}`],
      [words.price, money(offer.amountPaise)],
    ],
    action: { text: words.bookNow, url: link },
  });
  return [{ key: 'player', kind: 'waitlist', to: recipient(offer.player), ...rendered }];
}
