import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { pushSubscriptions } from '../db/schema-notifications';
import { safeForLog } from '../http/logging';
import type { PushMessage, PushSender } from './push-sender';
import { logError } from '../http/request-log';

// Sending one message to every device of a person (docs/decisions/056). A device its push service
// no longer knows is forgotten; one that could not be reached is logged and kept.

export interface PushDeliveryContext {
  db: Db;
  pushSender: PushSender;
}

/** Answers how many of the person's devices were sent the message. */
export async function pushToPerson(
  context: PushDeliveryContext,
  userId: string,
  message: PushMessage,
): Promise<number> {
  if (!URL.canParse(message.url))
    throw new Error(`A push message's url must be absolute: ${message.url}`);
  const devices = await context.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  let sent = 0;
  for (const device of devices) {
    try {
      const outcome = await context.pushSender.send(device, message);
      if (outcome === 'gone') {
        await context.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
      } else {
        sent += 1;
      }
    } catch (error) {
      logError('A push message could not be sent; the device is kept.', safeForLog(error));
    }
  }
  return sent;
}
