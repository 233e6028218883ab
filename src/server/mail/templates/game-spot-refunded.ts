import { renderMail } from '../layout';
import type { Person } from '../mail-data';
import { mailWords } from '../../i18n/mail';
import {
  languageOf,
  money,
  recipient,
  slotText,
  type MailSettings,
  type OutgoingMail,
} from '../wording';

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
  const language = languageOf(facts.player);
  const words = mailWords(language);
  const when = slotText(facts.slot, language);
  const removed = facts.status === 'removed';
  const turf = facts.turf.name;
  const rendered = renderMail({
    language,
    subject: removed
      ? words.spotRemovedSubject({ turf })
      : words.spotCancelledSubject({ turf, when }),
    heading: removed ? words.spotRemovedHeading : words.spotCancelledHeading,
    greeting: words.greeting({ name: facts.player.fullname }),
    paragraphs: [
      // The recorded cause is in English (games/game-messages): other languages say it plainly.
      (language === 'en' ? facts.cause : null) ??
        (removed ? words.spotRemoved : words.spotCancelled),
      words.spotMoneyBack({ amount: money(facts.amountPaise) }),
      words.banksTake,
    ],
    details: [
      [words.turf, turf],
      [words.when, when],
      [words.refund, money(facts.amountPaise)],
    ],
    action: { text: words.findGame, url: `${settings.siteOrigin}/games` },
  });
  return [{ key: 'player', kind: 'refund', to: recipient(facts.player), ...rendered }];
}
