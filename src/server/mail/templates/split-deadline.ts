import { splitHoldEnd } from '../../../shared/split';
import { renderMail } from '../layout';
import type { Person } from '../mail-data';
import { mailWords } from '../../i18n/mail';
import {
  languageOf,
  momentText,
  money,
  recipient,
  type MailSettings,
  type OutgoingMail,
} from '../wording';

// 'split.deadline' (docs/decisions/044): the shares were due and some are unpaid; the booker has
// 15 minutes to pay what is left in one step, or the hold ends and every paid share goes back.

export interface SplitDeadlineFacts {
  splitId: string;
  status: 'open' | 'complete' | 'ended';
  turf: { name: string };
  booker: Person;
  deadline: Date;
  unpaidShares: number;
  leftPaise: number;
}

export function splitDeadlineMails(
  facts: SplitDeadlineFacts,
  settings: MailSettings,
): OutgoingMail[] {
  // Filled or ended meanwhile: nothing to ask.
  if (facts.status !== 'open' || facts.leftPaise === 0) return [];
  const language = languageOf(facts.booker);
  const words = mailWords(language);
  const until = momentText(splitHoldEnd(facts.deadline), settings.timeZone, language);
  const turf = facts.turf.name;
  const rendered = renderMail({
    language,
    subject: words.splitDeadlineSubject({ turf }),
    heading: words.splitDeadlineHeading,
    greeting: words.greeting({ name: facts.booker.fullname }),
    paragraphs: [
      words.splitUnpaid({
        turf,
        count: facts.unpaidShares,
        amount: money(facts.leftPaise),
        until,
      }),
      words.splitReleased,
    ],
    details: [
      [words.turf, turf],
      [words.leftToPay, money(facts.leftPaise)],
      [words.payBy, until],
    ],
    action: { text: words.payRest, url: `${settings.siteOrigin}/splits/${facts.splitId}` },
  });
  return [{ key: 'booker', kind: 'split', to: recipient(facts.booker), ...rendered }];
}
