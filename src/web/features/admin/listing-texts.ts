import type { TFunction } from 'i18next';
import { TURF_LISTED_AGAIN, TURF_UNLISTED } from '../../../shared/api/admin-turfs-contract';

// The server's answers to unlist and list again, in English (docs/decisions/062): each known one
// has its key in the admin namespace; anything else shows as it came.

const ANSWER_KEYS = new Map<string, string>([
  [TURF_UNLISTED, 'messages.unlisted'],
  [TURF_LISTED_AGAIN, 'messages.listedAgain'],
  // The server's words when nothing changed (server/turfs/admin-routes.ts).
  ['This turf is already unlisted.', 'messages.alreadyUnlisted'],
  ['This turf is already listed.', 'messages.alreadyListed'],
]);

export function listingAnswerText(t: TFunction<'admin'>, message: string): string {
  const key = ANSWER_KEYS.get(message);
  return key ? t(key) : message;
}
