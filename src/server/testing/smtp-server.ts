import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

// For the mail tests only: a real SMTP server in this process (no TLS, no login needed) that
// keeps every message it accepts, parsed, and can be told to refuse.

export interface ReceivedMail {
  /** The SMTP envelope's recipients: who the message was really delivered to. */
  to: string[];
  parsed: ParsedMail;
}

export interface TestSmtpServer {
  url: string;
  received: ReceivedMail[];
  /** While set, every message is refused at DATA with this temporary-failure reply. */
  refuseAll: string | null;
  /** Recipients refused at RCPT TO (a mailbox that is full, say). */
  refuseRecipients: Set<string>;
  close(): Promise<void>;
}

function smtpError(message: string, responseCode: number) {
  return Object.assign(new Error(message), { responseCode });
}

export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const state: TestSmtpServer = {
    url: '',
    received: [],
    refuseAll: null,
    refuseRecipients: new Set(),
    close: async () => {},
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (state.refuseRecipients.has(address.address.toLowerCase()))
        callback(smtpError(`Mailbox ${address.address} is full`, 452));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.refuseAll) {
          callback(smtpError(state.refuseAll, 451));
          return;
        }
        simpleParser(Buffer.concat(chunks))
          .then((parsed) => {
            state.received.push({
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              parsed,
            });
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  state.url = `smtp://127.0.0.1:${port}`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}

/** A port nobody listens on: connecting to it is refused at once. */
export async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
