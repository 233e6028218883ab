import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from './fixtures';

// The mail the journey's server wrote as .eml files under its DATA_DIR/outbox (no SMTP_URL is
// set for journeys: README, "E-mail"), read as a player's mailbox.

const OUTBOX = join(process.env.E2E_DATA_DIR ?? '.e2e-data', 'outbox');

/** Quoted-printable, as nodemailer writes a text part with long lines or non-ASCII text. */
function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

async function messagesTo(address: string, outbox: string): Promise<string[]> {
  const names = await readdir(outbox).catch(() => [] as string[]);
  const messages = await Promise.all(
    names
      .filter((name) => name.endsWith('.eml'))
      .sort()
      .map((name) => readFile(join(outbox, name), 'utf8')),
  );
  return messages
    .filter((raw) => new RegExp(`^To: .*${address.replace(/[.+]/g, '\\$&')}`, 'mi').test(raw))
    .map(decodeQuotedPrintable);
}

/**
 * The first mail to `address` whose text contains `containing`, once the worker wrote it;
 * `outbox` is the server's DATA_DIR/outbox.
 */
export async function waitForMail(
  address: string,
  containing: string,
  { outbox = OUTBOX }: { outbox?: string } = {},
): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        found = (await messagesTo(address, outbox)).find((message) => message.includes(containing));
        return !!found;
      },
      { timeout: 30_000, message: `a mail to ${address} with "${containing}"` },
    )
    .toBe(true);
  return found!;
}

/** A WhatsApp message the journey's server wrote (the Cloud API's body, decision 057). */
export interface WhatsAppFile {
  to: string;
  template: {
    name: string;
    language: { code: string };
    components: { type: string; parameters: { type: string; text: string }[] }[];
  };
}

async function whatsappMessages(outbox: string): Promise<WhatsAppFile[]> {
  const dir = join(outbox, 'whatsapp');
  const names = await readdir(dir).catch(() => [] as string[]);
  const texts = await Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      // Named to sort by time: the messages come back oldest first.
      .sort()
      .map((name) => readFile(join(dir, name), 'utf8')),
  );
  return texts.map((text) => JSON.parse(text) as WhatsAppFile);
}

/**
 * The first WhatsApp message to the 10-digit `number` from `template` whose heading is `heading`
 * (any, without), once it was written; `outbox` is the server's DATA_DIR/outbox.
 */
export async function waitForWhatsApp(
  number: string,
  template: string,
  { heading, outbox = OUTBOX }: { heading?: string; outbox?: string } = {},
): Promise<WhatsAppFile> {
  let found: WhatsAppFile | undefined;
  await expect
    .poll(
      async () => {
        found = (await whatsappMessages(outbox)).find(
          (message) =>
            message.to === `91${number}` &&
            message.template.name === template &&
            (heading === undefined ||
              message.template.components[0]?.parameters[0]?.text === heading),
        );
        return !!found;
      },
      { timeout: 60_000, message: `a WhatsApp ${template} to ${number} (${heading ?? 'any'})` },
    )
    .toBe(true);
  return found!;
}

/**
 * The sign-in code of the `nth` code message (1 for the first) to the 10-digit `number`: what the
 * phone would show (WhatsApp's authentication template, decision 058).
 */
export async function waitForWhatsAppCode(number: string, nth: number): Promise<string> {
  let found: WhatsAppFile | undefined;
  await expect
    .poll(
      async () => {
        found = (await whatsappMessages(OUTBOX)).filter(
          (message) =>
            message.to === `91${number}` && message.template.name === 'turfbook_sign_in_code',
        )[nth - 1];
        return !!found;
      },
      { timeout: 15_000, message: `sign-in code ${nth} to ${number}` },
    )
    .toBe(true);
  const body = found!.template.components.find((component) => component.type === 'body');
  return body!.parameters[0]!.text;
}
