import { deliverDueMail } from '../mail/worker';
import { deliverByChannels } from '../notifications/channel-delivery';
import type { TestHarness } from './test-app';

// The outbox worker as main.ts runs it, sending by channels (docs/decisions/057), with the mail it
// sends kept in memory for the test to read.

export interface SentMail {
  to: { address: string };
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

export function channelWorker(t: TestHarness) {
  const mails: SentMail[] = [];
  const mailer = { send: async (mail: unknown) => void mails.push(mail as SentMail) };
  const { db, now, pushSender, whatsappSender, config, metrics } = t.context;
  const deliver = deliverByChannels({
    db,
    now,
    mailer,
    pushSender,
    whatsappSender,
    config,
    metrics,
  });
  return { mails, drain: () => deliverDueMail({ db, now, mailer, config, deliver }) };
}
