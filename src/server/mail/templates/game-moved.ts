import type { OutboxTopics } from '../../db/outbox';
import { renderMail } from '../layout';
import type { BookingFacts, Person } from '../mail-data';
import { recipient, slotText, type MailSettings, type OutgoingMail } from '../wording';

// 'booking.rescheduled' of a booking opened as a game (docs/decisions/057): each player who
// joined hears of the new time, with the game's page; their spot moves with the booking.

export interface JoinedPlayer {
  player: Person;
  gameId: string;
}

export function gameMovedMails(
  booking: BookingFacts,
  move: OutboxTopics['booking.rescheduled'],
  joined: readonly JoinedPlayer[],
  settings: MailSettings,
): OutgoingMail[] {
  const { date, startMinute, endMinute } = move.from;
  const was = slotText({ day: date, startMinute, endMinute });
  const now = slotText(booking);
  return joined.map(({ player, gameId }) => {
    const rendered = renderMail({
      subject: `Game moved: ${booking.turf.name}, now ${now}`,
      heading: 'A game you joined has moved',
      greeting: `Hi ${player.fullname},`,
      paragraphs: [
        `The game at ${booking.turf.name} is now on ${now} (it was ${was}). Your spot moved with it.`,
        'If the new time does not suit you, you can leave the game from its page.',
      ],
      details: [
        ['Turf', booking.turf.name],
        ['Was', was],
        ['Now', now],
        ['Address', booking.turf.address],
      ],
      action: { text: 'Open the game', url: `${settings.siteOrigin}/games/${gameId}` },
    });
    return {
      key: `game-player-${player.id}`,
      kind: 'game' as const,
      to: recipient(player),
      ...rendered,
    };
  });
}
