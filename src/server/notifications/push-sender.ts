import { join } from 'node:path';
import webpush from 'web-push';
import type { AppConfig } from '../config';
import { outboxDir, writeOutboxFile } from '../mail/transport';

// Where a push message goes (docs/decisions/056): to the device's push service, encrypted and
// signed with TurfBook's VAPID keys by the `web-push` library (its request, posted with fetch:
// web-push's own sender speaks only https, and the tests' push service is on http://localhost);
// without keys, as a JSON file under DATA_DIR/outbox/push holding the endpoint and the payload.

/** What a device shows: `url` is absolute, opened when the person taps the message. */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
}

export interface PushDevice {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** 'gone': the push service no longer knows the device (404 or 410): forget it. */
export type PushOutcome = 'sent' | 'gone';

export interface PushSender {
  /** 'files' writes each message to DATA_DIR/outbox/push instead of sending it. */
  kind: 'web-push' | 'files';
  /** Rejects when the push service could not be reached or refused the message otherwise. */
  send(device: PushDevice, message: PushMessage): Promise<PushOutcome>;
}

/** How long a push service may take to take a message. */
const PUSH_TIMEOUT_MS = 10_000;

/** How long a push service keeps a message for a device that is offline: a day. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;

function webPushSender(vapid: NonNullable<AppConfig['notifications']['vapid']>): PushSender {
  const vapidDetails = {
    subject: vapid.subject,
    publicKey: vapid.publicKey,
    privateKey: vapid.privateKey,
  };
  return {
    kind: 'web-push',
    async send(device, message) {
      const subscription = {
        endpoint: device.endpoint,
        keys: { p256dh: device.p256dh, auth: device.auth },
      };
      const request = webpush.generateRequestDetails(subscription, JSON.stringify(message), {
        vapidDetails,
        TTL: PUSH_TTL_SECONDS,
      });
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
      );
      const answer = await fetch(request.endpoint, {
        method: request.method,
        headers,
        body: new Uint8Array(request.body),
        signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
      });
      if (answer.status === 404 || answer.status === 410) return 'gone';
      if (!answer.ok) {
        throw new Error(`The push service answered ${answer.status}: ${await answer.text()}`);
      }
      return 'sent';
    },
  };
}

function filePushSender(dir: string): PushSender {
  return {
    kind: 'files',
    async send(device, message) {
      const body = { endpoint: device.endpoint, payload: message };
      await writeOutboxFile(dir, 'json', `${JSON.stringify(body, null, 2)}\n`);
      return 'sent';
    },
  };
}

export function pushOutboxDir(dataDir: string): string {
  return join(outboxDir(dataDir), 'push');
}

export function createPushSender(config: Pick<AppConfig, 'notifications' | 'dataDir'>): PushSender {
  const { vapid } = config.notifications;
  return vapid ? webPushSender(vapid) : filePushSender(pushOutboxDir(config.dataDir));
}
