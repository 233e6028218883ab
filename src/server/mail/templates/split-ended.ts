import { renderMail } from '../layout';
import type { Person } from '../mail-data';
import { money, recipient, slotText, type MailSettings, type OutgoingMail } from '../wording';

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

/** What goes back where, in one sentence. */
function moneyBack(payer: SplitEndedPayer): string {
  const parts = [
    payer.sourcePaise > 0
      ? `${money(payer.sourcePaise)} goes back to the card or UPI you paid with`
      : null,
    payer.creditPaise > 0 ? `${money(payer.creditPaise)} is in your TurfBook credit now` : null,
  ].filter((part): part is string => part !== null);
  return `${parts.join(', and ')}.`;
}

export function splitEndedMails(facts: SplitEndedFacts, settings: MailSettings): OutgoingMail[] {
  const when = facts.slot ? slotText(facts.slot) : null;
  return facts.payers.map((payer) => {
    const rendered = renderMail({
      subject: `Split ended, nothing booked: ${facts.turf.name}${when ? `, ${when}` : ''}`,
      heading: 'Your split has ended',
      greeting: `Hi ${payer.payer.fullname},`,
      paragraphs: [
        `${facts.cause} Not every share was paid, so nothing is booked and the slot is free again.`,
        `What you paid comes back in full: ${moneyBack(payer)}`,
      ],
      details: [
        ['Turf', facts.turf.name],
        ...(when ? ([['Time', when]] as [string, string][]) : []),
        ['Back to you', money(payer.sourcePaise + payer.creditPaise)],
      ],
      action: { text: 'See the split', url: `${settings.siteOrigin}${facts.splitPath}` },
    });
    return {
      key: `payer-${payer.payer.id}`,
      kind: 'split' as const,
      to: recipient(payer.payer),
      ...rendered,
    };
  });
}
