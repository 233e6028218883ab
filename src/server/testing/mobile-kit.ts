import { readFile, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { App } from '../app';
import { whatsappOutboxDir, type WhatsAppTemplateMessage } from '../notifications/whatsapp-sender';
import type { TestHarness } from './test-app';

// Signing in with a mobile number in tests (docs/decisions/058): the code is read where a phone
// would see it, the WhatsApp message written to DATA_DIR/outbox/whatsapp without keys.

export function requestCode(app: App, mobilenumber: string, remoteAddress = '127.0.0.1') {
  return app.inject({
    method: 'POST',
    url: '/api/v1/user/otp/request',
    remoteAddress,
    payload: { mobilenumber },
  });
}

export function verifyCode(
  app: App,
  payload: {
    mobilenumber: string;
    code: string;
    fullname?: string;
    whatsappOptIn?: boolean;
    language?: string;
  },
  remoteAddress = '127.0.0.1',
) {
  return app.inject({ method: 'POST', url: '/api/v1/user/otp/verify', remoteAddress, payload });
}

/** Forgets the messages of earlier tests (the app, and its DATA_DIR, live for the whole file). */
export async function clearWhatsAppOutbox(t: TestHarness) {
  await rm(whatsappOutboxDir(t.context.config.dataDir), { recursive: true, force: true });
}

/** Every WhatsApp message written so far to the number (10 digits), oldest first. */
export async function whatsappMessagesTo(
  t: TestHarness,
  mobile: string,
): Promise<WhatsAppTemplateMessage[]> {
  const dir = whatsappOutboxDir(t.context.config.dataDir);
  const names = (await readdir(dir).catch(() => [] as string[]))
    .filter((name) => name.endsWith('.json'))
    .sort();
  const messages: WhatsAppTemplateMessage[] = [];
  for (const name of names) {
    const message = JSON.parse(await readFile(join(dir, name), 'utf8')) as WhatsAppTemplateMessage;
    if (message.to === `91${mobile}`) messages.push(message);
  }
  return messages;
}

/** The code of the newest message to the number: its body's parameter. */
export async function lastCodeTo(t: TestHarness, mobile: string): Promise<string> {
  const last = (await whatsappMessagesTo(t, mobile)).at(-1);
  const body = last?.template.components.find((component) => component.type === 'body');
  const code = body?.parameters[0]?.text;
  if (!code) throw new Error(`no code was sent to ${mobile}`);
  return code;
}

/** The session cookie an answer set, as a request header. */
export function sessionCookieOf(response: { cookies: { name: string; value: string }[] }) {
  const session = response.cookies.find((cookie) => cookie.name === 'turf_session');
  return session ? `turf_session=${session.value}` : null;
}

/** A code to the number and that code, read from the outbox. */
export async function codeFor(t: TestHarness, mobile: string): Promise<string> {
  const asked = await requestCode(t.app, mobile);
  if (asked.statusCode !== 200) throw new Error(`code request failed: ${asked.body}`);
  return lastCodeTo(t, mobile);
}
