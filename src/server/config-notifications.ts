import { z } from 'zod';

// How TurfBook reaches people beyond e-mail (docs/decisions/056), read from the environment with
// the rest of the configuration (config.ts). Without keys, messages are written as files.

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/** A VAPID key as web push writes it: URL-safe base64 without padding. */
const vapidKey = z.preprocess(
  emptyAsUndefined,
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, 'must be URL-safe base64 (as web-push generate-vapid-keys prints)')
    .optional(),
);

export const notificationEnvShape = {
  /** The VAPID key pair web push signs with; without both, push goes to DATA_DIR/outbox/push. */
  VAPID_PUBLIC_KEY: vapidKey,
  VAPID_PRIVATE_KEY: vapidKey,
  /** Who push services may write to about our messages (a mailto: or https: URL). */
  VAPID_SUBJECT: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^(mailto:|https:\/\/).+/, 'must be a mailto: or https:// URL')
      .default('mailto:support@turfbook.in'),
  ),
};

type NotificationEnv = {
  VAPID_PUBLIC_KEY?: string | undefined;
  VAPID_PRIVATE_KEY?: string | undefined;
  VAPID_SUBJECT: string;
};

/** Both VAPID keys or neither: one alone is a mistake worth stopping for. */
export function vapidKeysProblem(env: NotificationEnv): string | null {
  return Boolean(env.VAPID_PUBLIC_KEY) === Boolean(env.VAPID_PRIVATE_KEY)
    ? null
    : 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together or not at all';
}

export function notificationConfigOf(env: NotificationEnv) {
  return {
    /** Web push's VAPID keys and subject; null: push messages are written as files. */
    vapid:
      env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
        ? {
            publicKey: env.VAPID_PUBLIC_KEY,
            privateKey: env.VAPID_PRIVATE_KEY,
            subject: env.VAPID_SUBJECT,
          }
        : null,
  };
}
