import { renderMail } from '../layout';
import type { BookingFacts, Person } from '../mail-data';
import { mailWords } from '../../i18n/mail';
import {
  languageOf,
  money,
  recipient,
  slotText,
  type MailSettings,
  type OutgoingMail,
} from '../wording';

// 'booking.rained-out' for a shared booking (docs/decisions/044): each teammate who paid a share
// hears at once that the venue called the game off, that the booker chooses for the booking,
// and where their own part goes if it comes back.

export interface TeammateRainedOut {
  payer: Person;
  paidPaise: number;
  refundTo: 'source' | 'credit';
  /** The split's page with its link's token, where the teammate sees their share. */
  splitPath: string;
}

export function teammateRainedOutMails(
  booking: BookingFacts,
  reason: string,
  rainedOut: { day: string; startMinute: number; endMinute: number },
  teammates: readonly TeammateRainedOut[],
  settings: MailSettings,
): OutgoingMail[] {
  return teammates.map((teammate) => {
    const language = languageOf(teammate.payer);
    const words = mailWords(language);
    const when = slotText(rainedOut, language);
    const turf = booking.turf.name;
    const rendered = renderMail({
      language,
      subject: words.teammateSubject({ turf, when }),
      heading: words.teammateHeading,
      greeting: words.greeting({ name: teammate.payer.fullname }),
      paragraphs: [
        words.teammateCalledOff({ turf, reason }),
        words.teammateChoice({
          player: booking.player.fullname,
          toCredit: teammate.refundTo === 'credit',
        }),
      ],
      details: [
        [words.turf, turf],
        [words.rainedOut, when],
        [words.yourShare, money(teammate.paidPaise)],
      ],
      action: { text: words.seeSplit, url: `${settings.siteOrigin}${teammate.splitPath}` },
    });
    return {
      key: `teammate-${teammate.payer.id}`,
      kind: 'rainOut' as const,
      to: recipient(teammate.payer),
      ...rendered,
    };
  });
}
