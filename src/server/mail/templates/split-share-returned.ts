import { renderMail } from '../layout';
import type { Person } from '../mail-data';
import { mailWords, type MailWords } from '../../i18n/mail';
import {
  languageOf,
  money,
  recipient,
  slotText,
  type MailSettings,
  type OutgoingMail,
} from '../wording';

// 'refund.share_made' (docs/decisions/044): a shared booking was cancelled (by its booker, or by
// the venue, a rain-out included) and a teammate's part of the refund has been made.

export interface ShareReturnedFacts {
  payer: Person;
  amountPaise: number;
  destination: 'source' | 'credit';
  cancelledBy: 'player' | 'owner' | 'system' | null;
  cancelReason: string | null;
  turf: { name: string };
  slot: { day: string; startMinute: number; endMinute: number };
  /** The split's page with its link's token, where the payer sees their share's return. */
  splitPath: string | null;
}

function why(facts: ShareReturnedFacts, words: MailWords): string {
  if (facts.cancelledBy === 'owner')
    // The owner's reason is their own words, kept as they wrote them.
    return facts.cancelReason
      ? words.venueCancelledBecause({ reason: facts.cancelReason })
      : words.venueCancelled;
  return words.bookerCancelled;
}

export function shareReturnedMails(
  facts: ShareReturnedFacts,
  settings: MailSettings,
): OutgoingMail[] {
  const language = languageOf(facts.payer);
  const words = mailWords(language);
  const when = slotText(facts.slot, language);
  const amount = money(facts.amountPaise);
  const toCredit = facts.destination === 'credit';
  const turf = facts.turf.name;
  const rendered = renderMail({
    language,
    subject: words.shareSubject({ amount, turf, when }),
    heading: words.shareHeading,
    greeting: words.greeting({ name: facts.payer.fullname }),
    paragraphs: [
      why(facts, words),
      toCredit ? words.shareToCredit({ amount }) : words.shareToSource({ amount }),
      ...(toCredit ? [] : [words.banksTakeShort]),
    ],
    details: [
      [words.turf, turf],
      [words.when, when],
      [toCredit ? words.addedToCredit : words.refunded, amount],
    ],
    action: facts.splitPath
      ? { text: words.seeSplit, url: `${settings.siteOrigin}${facts.splitPath}` }
      : { text: words.findTurf, url: `${settings.siteOrigin}/` },
  });
  return [{ key: 'payer', kind: 'refund', to: recipient(facts.payer), ...rendered }];
}
