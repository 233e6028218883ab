import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { AppConfig } from '../config';

// Where mail goes: an SMTP server (SMTP_URL), or, with none configured, .eml files under
// DATA_DIR/outbox, so a developer can open what a player would have received and nothing needs
// a network. Either way the message is built by nodemailer, so both are the same RFC 822 bytes.

export interface MailTransport {
  /** 'smtp' sends; 'files' writes each message to `outboxDir`. */
  kind: 'smtp' | 'files';
  /** Resolves once the server accepted the message (or the file is complete); rejects otherwise. */
  send(message: SendMailOptions): Promise<void>;
  close(): void;
}

// nodemailer waits minutes by default; a hung server must not stall the worker past its lease.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function outboxDir(dataDir: string): string {
  return join(dataDir, 'outbox');
}

function smtpTransport(smtpUrl: string): MailTransport {
  // One connection per message, no pool: mail is a trickle here, and nothing stays open to close.
  const transporter = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  return {
    kind: 'smtp',
    async send(message) {
      await transporter.sendMail(message);
    },
    close: () => transporter.close(),
  };
}

let fileSequence = 0;

/**
 * A name that sorts by the time it was written and never repeats:
 * 20301110T123000123Z-000001-a1b2c3d4.eml (time, this process's count, random for other processes).
 */
function outboxFileName(now: Date, extension: string): string {
  fileSequence += 1;
  const stamp = now.toISOString().replace(/[-:.]/g, '');
  return `${stamp}-${String(fileSequence).padStart(6, '0')}-${randomBytes(4).toString('hex')}.${extension}`;
}

/**
 * Writes one outgoing message as a new file of `dir` (mail as .eml, push and WhatsApp as the
 * provider's JSON body): written aside and renamed, so whoever watches the folder never reads
 * half a message. Answers the file's path.
 */
export async function writeOutboxFile(
  dir: string,
  extension: string,
  contents: string | Buffer,
): Promise<string> {
  await mkdir(dir, { recursive: true });
  const path = join(dir, outboxFileName(new Date(), extension));
  await writeFile(`${path}.part`, contents);
  await rename(`${path}.part`, path);
  return path;
}

function fileTransport(dir: string): MailTransport {
  const transporter = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
  });
  return {
    kind: 'files',
    async send(message) {
      const info = await transporter.sendMail(message);
      await writeOutboxFile(dir, 'eml', info.message as Buffer);
    },
    close: () => transporter.close(),
  };
}

export function createMailTransport(config: Pick<AppConfig, 'mail' | 'dataDir'>): MailTransport {
  return config.mail.smtpUrl
    ? smtpTransport(config.mail.smtpUrl)
    : fileTransport(outboxDir(config.dataDir));
}
