import { z } from 'zod';

// Reaching a person on their devices (docs/decisions/056): web push subscriptions.

export const PUSH_MESSAGES = {
  endpoint: 'endpoint must be the push service URL the browser gave',
  keys: 'keys must hold the p256dh and auth keys the browser gave',
  saved: 'Notifications are on for this device.',
  removed: 'Notifications are off for this device.',
} as const;

/** A browser's key: URL-safe base64, as PushSubscription.toJSON() gives it. */
const browserKey = z
  .string({ error: PUSH_MESSAGES.keys })
  .regex(/^[A-Za-z0-9_-]+=*$/, PUSH_MESSAGES.keys)
  .max(256, PUSH_MESSAGES.keys);

const endpointField = z.string({ error: PUSH_MESSAGES.endpoint }).max(2048, PUSH_MESSAGES.endpoint);

/** POST /api/v1/notifications/push-subscriptions: PushSubscription.toJSON()'s endpoint and keys. */
export const pushSubscriptionBodySchema = z.object({
  endpoint: endpointField,
  keys: z.object({ p256dh: browserKey, auth: browserKey }, { error: PUSH_MESSAGES.keys }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

/** DELETE /api/v1/notifications/push-subscriptions. */
export const pushUnsubscribeBodySchema = z.object({ endpoint: endpointField });

/** GET /api/v1/notifications/vapid-public-key: null when push is written to files instead. */
export const vapidKeyAnswerSchema = z.object({
  success: z.literal(true),
  key: z.string().nullable(),
});

/** GET and PUT /api/v1/user/notification-preferences: the whole document. */
export const notificationPreferencesAnswerSchema = z.object({
  success: z.literal(true),
  whatsapp: z.object({
    optedIn: z.boolean(),
    number: z.string().nullable(),
    optedInAt: z.string().nullable(),
    source: z.string().nullable(),
  }),
  kinds: z.record(z.string(), z.array(z.string())),
});
export type NotificationPreferencesAnswer = z.infer<typeof notificationPreferencesAnswerSchema>;
