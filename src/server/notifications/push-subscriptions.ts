import { and, eq } from 'drizzle-orm';
import type { PushSubscriptionBody } from '../../shared/api/notification-contract';
import { PUSH_MESSAGES } from '../../shared/api/notification-contract';
import type { Db } from '../db/database';
import { pushSubscriptions } from '../db/schema-notifications';
import { HttpError } from '../http/errors';

// A person's devices that allowed push (docs/decisions/056): one row a device, by its endpoint.

export interface PushSubscriptionContext {
  db: Db;
  now: () => Date;
  production: boolean;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A push service's URL: https, or http on this machine outside production (a local stand-in of
 * a push service). Anything else would have the server post to an address a browser made up.
 */
export function pushEndpointProblem(endpoint: string, production: boolean): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return PUSH_MESSAGES.endpoint;
  }
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && !production && LOCAL_HOSTS.has(url.hostname)) return null;
  return PUSH_MESSAGES.endpoint;
}

/** Saves the device for `userId`; a device that moves to another account moves with it. */
export async function savePushSubscription(
  context: PushSubscriptionContext,
  userId: string,
  body: PushSubscriptionBody,
) {
  const problem = pushEndpointProblem(body.endpoint, context.production);
  if (problem) throw HttpError.refusal(400, problem, 'push_endpoint_invalid');
  const fields = { userId, p256dh: body.keys.p256dh, auth: body.keys.auth };
  await context.db
    .insert(pushSubscriptions)
    .values({ ...fields, endpoint: body.endpoint, createdAt: context.now() })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: fields });
}

/** Forgets the device, if it is this person's. */
export async function removePushSubscription(db: Db, userId: string, endpoint: string) {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}
