import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, messageSchema } from '../../shared/api/common-contract';
import {
  PUSH_MESSAGES,
  pushSubscriptionBodySchema,
  pushUnsubscribeBodySchema,
  vapidKeyAnswerSchema,
} from '../../shared/api/notification-contract';
import { requireUser } from '../auth/guards';
import {
  removePushSubscription,
  savePushSubscription,
  type PushSubscriptionContext,
} from './push-subscriptions';

// Web push on a person's devices (docs/decisions/056), under /api/v1/notifications: the key a
// browser subscribes with (anyone), and saving or forgetting the device (whoever is logged in).

export interface PushRoutesContext extends PushSubscriptionContext {
  /** TurfBook's VAPID public key; null when push is written to files instead. */
  vapidPublicKey: string | null;
}

const errors = { 400: errorSchema, 401: errorSchema };

export function pushRoutes(context: PushRoutesContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/vapid-public-key',
      {
        schema: {
          tags: ['notifications'],
          summary: "The key a browser subscribes to TurfBook's push with (null: push is off)",
          response: { 200: vapidKeyAnswerSchema },
        },
      },
      async () => ({ success: true as const, key: context.vapidPublicKey }),
    );

    app.post(
      '/push-subscriptions',
      {
        schema: {
          tags: ['notifications'],
          summary: "Turn push on for this device (PushSubscription.toJSON()'s endpoint and keys)",
          body: pushSubscriptionBodySchema,
          response: { 200: messageSchema, ...errors },
        },
      },
      async (request) => {
        const person = requireUser(request);
        await savePushSubscription(context, person.id, request.body);
        return { success: true as const, message: PUSH_MESSAGES.saved };
      },
    );

    app.delete(
      '/push-subscriptions',
      {
        schema: {
          tags: ['notifications'],
          summary: 'Turn push off for this device',
          body: pushUnsubscribeBodySchema,
          response: { 200: messageSchema, ...errors },
        },
      },
      async (request) => {
        const person = requireUser(request);
        await removePushSubscription(context.db, person.id, request.body.endpoint);
        return { success: true as const, message: PUSH_MESSAGES.removed };
      },
    );
  };
}
