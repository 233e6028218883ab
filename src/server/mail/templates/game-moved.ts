import type { OutboxTopics } from '../../db/outbox';
import { renderMail } from '../layout';
import type { BookingFacts, Person } from '../mail-data';
import { mailWords } from '../../i18n/mail';
import { languageOf, recipient, slotText, type MailSettings, type OutgoingMail } from '../wording';

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
  return joined.map(({ player, gameId }) => {
    const language = languageOf(player);
    const words = mailWords(language);
    const was = slotText({ day: date, startMinute, endMinute }, language);
    const now = slotText(booking, language);
    const turf = booking.turf.name;
    const rendered = renderMail({
      language,
      subject: words.gameMovedSubject({ turf, now }),
      heading: words.gameMovedHeading,
      greeting: words.greeting({ name: player.fullname }),
      paragraphs: [words.gameMovedBody({ turf, now, was }), words.gameMovedLeave],
      details: [
        [words.turf, turf],
        [words.was, was],
        [words.now, now],
        [words.address, booking.turf.address],
      ],
      action: { text: words.openGame, url: `${settings.siteOrigin}/games/${gameId}` },
    });
    return {
      key: `game-player-${player.id}`,
      kind: 'game' as const,
      to: recipient(player),
      ...rendered,
    };
  });
}
