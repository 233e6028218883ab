import { renderMail } from '../layout';
import type { Person } from '../mail-data';
import { money, recipient, slotText, type MailSettings, type OutgoingMail } from '../wording';

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

function why(facts: ShareReturnedFacts): string {
  if (facts.cancelledBy === 'owner')
    return `The venue cancelled the game${facts.cancelReason ? ` (${facts.cancelReason})` : ''}.`;
  return 'The booker cancelled the game.';
}

export function shareReturnedMails(
  facts: ShareReturnedFacts,
  settings: MailSettings,
): OutgoingMail[] {
  const when = slotText(facts.slot);
  const amount = money(facts.amountPaise);
  const toCredit = facts.destination === 'credit';
  const rendered = renderMail({
    subject: `Your share of ${amount} is back: ${facts.turf.name}, ${when}`,
    heading: 'Your share is back',
    greeting: `Hi ${facts.payer.fullname},`,
    paragraphs: [
      why(facts),
      toCredit
        ? `${amount} of your share was added to your TurfBook credit; you can spend it on your next booking.`
        : `We sent ${amount} of your share back to the card or UPI account you paid with.`,
      ...(toCredit ? [] : ['Banks usually take 5 to 7 working days to show a refund.']),
    ],
    details: [
      ['Turf', facts.turf.name],
      ['When', when],
      [toCredit ? 'Added to your credit' : 'Refunded', amount],
    ],
    action: facts.splitPath
      ? { text: 'See the split', url: `${settings.siteOrigin}${facts.splitPath}` }
      : { text: 'Find a turf', url: `${settings.siteOrigin}/` },
  });
  return [{ key: 'payer', kind: 'refund', to: recipient(facts.payer), ...rendered }];
}
