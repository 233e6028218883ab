import { renderMail } from '../layout';
import type { Person } from '../mail-data';
import { money, recipient, slotText, type MailSettings, type OutgoingMail } from '../wording';

// 'game.spot_refunded' (docs/decisions/045): the organizer removed the player, or the game was
// cancelled; either way the spot's payment goes back in full, to how the player paid.

export interface GameSpotRefundedFacts {
  player: Person;
  status: 'joined' | 'left' | 'removed' | 'refunded';
  /** Why the spot went back, as the payment records it (GAME_MESSAGES' causes). */
  cause: string | null;
  amountPaise: number;
  turf: { name: string };
  slot: { day: string; startMinute: number; endMinute: number };
}

export function gameSpotRefundedMails(
  facts: GameSpotRefundedFacts,
  settings: MailSettings,
): OutgoingMail[] {
  // Only a spot that went back is told of; a player who left was answered on the page.
  if (facts.status !== 'removed' && facts.status !== 'refunded') return [];
  const when = slotText(facts.slot);
  const removed = facts.status === 'removed';
  const rendered = renderMail({
    subject: removed
      ? `You are no longer in the game at ${facts.turf.name}`
      : `Game cancelled: ${facts.turf.name}, ${when}`,
    heading: removed ? 'You were removed from a game' : 'A game you joined is cancelled',
    greeting: `Hi ${facts.player.fullname},`,
    paragraphs: [
      facts.cause ??
        (removed ? 'The organizer removed you from the game.' : 'The game was cancelled.'),
      `Your ${money(facts.amountPaise)} for the spot goes back in full, to the card or UPI account you paid with.`,
      'Banks usually take 5 to 7 working days to show a refund on the statement.',
    ],
    details: [
      ['Turf', facts.turf.name],
      ['When', when],
      ['Refund', money(facts.amountPaise)],
    ],
    action: { text: 'Find another game', url: `${settings.siteOrigin}/games` },
  });
  return [{ key: 'player', kind: 'refund', to: recipient(facts.player), ...rendered }];
}
