import { splitHoldEnd } from '../../../shared/split';
import { renderMail } from '../layout';
import type { Person } from '../mail-data';
import { momentText, money, recipient, type MailSettings, type OutgoingMail } from '../wording';

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
  const until = momentText(splitHoldEnd(facts.deadline), settings.timeZone);
  const shares = facts.unpaidShares === 1 ? '1 share is' : `${facts.unpaidShares} shares are`;
  const rendered = renderMail({
    subject: `Pay the rest to keep your booking: ${facts.turf.name}`,
    heading: 'Your split is not filled yet',
    greeting: `Hi ${facts.booker.fullname},`,
    paragraphs: [
      `${shares} still unpaid (${money(facts.leftPaise)}). Pay what is left by ${until} to keep your booking at ${facts.turf.name}.`,
      'If it is not paid by then, the slot is released and every share paid so far is refunded.',
    ],
    details: [
      ['Turf', facts.turf.name],
      ['Left to pay', money(facts.leftPaise)],
      ['Pay by', until],
    ],
    action: { text: 'Pay the rest', url: `${settings.siteOrigin}/splits/${facts.splitId}` },
  });
  return [{ key: 'booker', kind: 'split', to: recipient(facts.booker), ...rendered }];
}
