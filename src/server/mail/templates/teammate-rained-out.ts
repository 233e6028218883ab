import { renderMail } from '../layout';
import type { BookingFacts, Person } from '../mail-data';
import { money, recipient, slotText, type MailSettings, type OutgoingMail } from '../wording';

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
  const when = slotText(rainedOut);
  return teammates.map((teammate) => {
    const rendered = renderMail({
      subject: `Rained out: ${booking.turf.name}, ${when}`,
      heading: 'Your game is rained out',
      greeting: `Hi ${teammate.payer.fullname},`,
      paragraphs: [
        `The owner of ${booking.turf.name} had to call off the game you paid a share of (${reason}). We are sorry for the trouble.`,
        `${booking.player.fullname} booked it and chooses what happens: a move to another time (your share stays in the game), or the money back. If the money comes back, your part goes ${teammate.refundTo === 'credit' ? 'to your TurfBook credit' : 'back to the card or UPI you paid with'}, as you chose; you can change that on the split's page until then.`,
      ],
      details: [
        ['Turf', booking.turf.name],
        ['Rained out', when],
        ['Your share', money(teammate.paidPaise)],
      ],
      action: { text: 'See the split', url: `${settings.siteOrigin}${teammate.splitPath}` },
    });
    return {
      key: `teammate-${teammate.payer.id}`,
      kind: 'rainOut' as const,
      to: recipient(teammate.payer),
      ...rendered,
    };
  });
}
