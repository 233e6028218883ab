import type { TFunction } from 'i18next';
import { GAME_MESSAGES } from '../../../shared/games';

// The games' words that come from the server or src/shared (docs/decisions/062): the server keeps
// their English for its mails and spec clients; the web writes them from the games catalogue.
// Keys name the games namespace, so any `t` will do.

/** A level ('beginner') in the language. */
export function levelText(t: TFunction, level: string): string {
  return ['beginner', 'intermediate', 'advanced'].includes(level)
    ? t(`games:levels.${level}`)
    : level.charAt(0).toUpperCase() + level.slice(1);
}

/** A player's reliability ('New player', '92% reliable'; shared/player-record.ts) in the language. */
export function reliabilityText(
  t: TFunction,
  reliability: { kind: 'new' | 'rated'; percent: number | null; label: string },
): string {
  if (reliability.kind === 'new') return t('games:reliability.new');
  if (reliability.percent === null) return reliability.label;
  return t('games:reliability.rated', { percent: reliability.percent });
}

/** The game routes' answers and GAME_MESSAGES the screens show, by their English words. */
const MESSAGE_KEYS: Record<string, string> = {
  'You left the game: your spot’s payment is on its way back.': 'left',
  'The player was removed and is refunded in full.': 'removed',
  'The game takes no new players.': 'closed',
  'The game is cancelled: every player is refunded in full.': 'cancelled',
  [GAME_MESSAGES.refundToChanged]: 'refundToChanged',
  [GAME_MESSAGES.settled]: 'settled',
  [GAME_MESSAGES.leaveLate]: 'leaveLate',
};

/** A message of the server's in the language; one the catalogue does not know stays as it came. */
export function gameMessageText(t: TFunction, message: string | undefined): string {
  const key = message === undefined ? undefined : MESSAGE_KEYS[message];
  return key ? t(`games:messages.${key}`) : (message ?? '');
}
