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
  /** The WhatsApp Cloud API: a system user's token and the sending number's id, together or none. */
  WHATSAPP_ACCESS_TOKEN: z.preprocess(emptyAsUndefined, z.string().optional()),
  WHATSAPP_PHONE_NUMBER_ID: z.preprocess(
    emptyAsUndefined,
    z.string().regex(/^\d+$/, 'must be the digits of the phone number id').optional(),
  ),
  /** The Meta app's secret: status webhooks are signed with it (X-Hub-Signature-256). */
  WHATSAPP_APP_SECRET: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** The token Meta echoes when the webhook is registered (hub.verify_token). */
  WHATSAPP_VERIFY_TOKEN: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** The Graph API's address and version; the tests point it at their stand-in. */
  WHATSAPP_API_URL: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^https?$/ }).default('https://graph.facebook.com/v21.0'),
  ),
};

type NotificationEnv = {
  VAPID_PUBLIC_KEY?: string | undefined;
  VAPID_PRIVATE_KEY?: string | undefined;
  VAPID_SUBJECT: string;
  WHATSAPP_ACCESS_TOKEN?: string | undefined;
  WHATSAPP_PHONE_NUMBER_ID?: string | undefined;
  WHATSAPP_APP_SECRET?: string | undefined;
  WHATSAPP_VERIFY_TOKEN?: string | undefined;
  WHATSAPP_API_URL: string;
};

/** Both VAPID keys or neither: one alone is a mistake worth stopping for. */
export function vapidKeysProblem(env: NotificationEnv): string | null {
  return Boolean(env.VAPID_PUBLIC_KEY) === Boolean(env.VAPID_PRIVATE_KEY)
    ? null
    : 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together or not at all';
}

/** The Cloud API needs both its token and the number it sends from. */
export function whatsappKeysProblem(env: NotificationEnv): string | null {
  return Boolean(env.WHATSAPP_ACCESS_TOKEN) === Boolean(env.WHATSAPP_PHONE_NUMBER_ID)
    ? null
    : 'WHATSAPP_ACCESS_TOKEN and WHATSAPP_PHONE_NUMBER_ID are set together or not at all';
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
    /** The WhatsApp Cloud API; null: WhatsApp messages are written as files. */
    whatsapp:
      env.WHATSAPP_ACCESS_TOKEN && env.WHATSAPP_PHONE_NUMBER_ID
        ? {
            accessToken: env.WHATSAPP_ACCESS_TOKEN,
            phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
            apiUrl: env.WHATSAPP_API_URL.replace(/\/+$/, ''),
          }
        : null,
    /** What the status webhook checks: null answers every call 401 (or 403 to the handshake). */
    whatsappWebhook: {
      appSecret: env.WHATSAPP_APP_SECRET ?? null,
      verifyToken: env.WHATSAPP_VERIFY_TOKEN ?? null,
    },
  };
}
