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

// 'split.ended' (docs/decisions/044): a split ended before every share was paid, so nothing is
// booked; each payer hears why, and what of theirs goes back where.

export interface SplitEndedPayer {
  payer: Person;
  /** Back to the card or UPI they paid with. */
  sourcePaise: number;
  /** Into their TurfBook credit, there already. */
  creditPaise: number;
}

export interface SplitEndedFacts {
  cause: string;
  turf: { name: string };
  slot: { day: string; startMinute: number; endMinute: number } | null;
  /** The split's page with its link's token. */
  splitPath: string;
  payers: SplitEndedPayer[];
}

/** What goes back where, in one sentence's words. */
function moneyBack(payer: SplitEndedPayer, words: MailWords): string {
  const parts = [
    payer.sourcePaise > 0 ? words.backToSource({ amount: money(payer.sourcePaise) }) : null,
    payer.creditPaise > 0 ? words.backInCredit({ amount: money(payer.creditPaise) }) : null,
  ].filter((part): part is string => part !== null);
  return parts.length === 0
    ? ''
    : parts.reduce((first, second) => words.bothParts({ first, second }));
}

export function splitEndedMails(facts: SplitEndedFacts, settings: MailSettings): OutgoingMail[] {
  return facts.payers.map((payer) => {
    const language = languageOf(payer.payer);
    const words = mailWords(language);
    const when = facts.slot ? slotText(facts.slot, language) : null;
    const turf = facts.turf.name;
    // The recorded cause is in English (the split's record): other languages say it plainly.
    const cause = language === 'en' ? facts.cause : words.splitEndedCause;
    const rendered = renderMail({
      language,
      subject: when ? words.splitEndedSubjectAt({ turf, when }) : words.splitEndedSubject({ turf }),
      heading: words.splitEndedHeading,
      greeting: words.greeting({ name: payer.payer.fullname }),
      paragraphs: [
        words.splitEndedWhy({ cause }),
        words.splitEndedBack({ parts: moneyBack(payer, words) }),
      ],
      details: [
        [words.turf, turf],
        ...(when ? ([[words.time, when]] as [string, string][]) : []),
        [words.backToYou, money(payer.sourcePaise + payer.creditPaise)],
      ],
      action: { text: words.seeSplit, url: `${settings.siteOrigin}${facts.splitPath}` },
    });
    return {
      key: `payer-${payer.payer.id}`,
      kind: 'split' as const,
      to: recipient(payer.payer),
      ...rendered,
    };
  });
}
