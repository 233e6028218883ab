import { eq } from 'drizzle-orm';
import { completeKinds, type NotificationChannel } from '../../shared/notification-preferences';
import type { AppConfig } from '../config';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { notificationPreferences, whatsappMessages } from '../db/schema-notifications';
import { safeForLog } from '../http/logging';
import { mailWords } from '../i18n/mail';
import { withFooterLink } from '../mail/layout';
import type { MailTransport } from '../mail/transport';
import type { MessageChannel, MessageCounts, MessageOutcome } from '../metrics/metrics';
import { asMessage, type DeliveryRow, type MessageDelivery } from '../mail/worker';
import type { OutgoingMail } from '../mail/wording';
import { pushToPerson } from './push-delivery';
import { stopLinkKey, stopLinkUrl } from './stop-links';
import type { PushSender } from './push-sender';
import { WhatsAppRefused, type WhatsAppSender } from './whatsapp-sender';
import { whatsappMessageOf } from './whatsapp-templates';
import { logError } from '../http/request-log';

// Every message the outbox sends goes out here, by the channels its person chose for its kind
// (docs/decisions/057): e-mail, push to each of their devices, WhatsApp while they are opted in.
// A message WhatsApp refuses, when no other chosen channel reached them, goes by push, else
// e-mail, so a booking's news is not lost to a number WhatsApp cannot reach; a kind they stopped
// (no channel) is not sent at all. Each channel is one step of the row: a retry skips steps done.

export interface ChannelContext {
  db: Db;
  now: () => Date;
  mailer: Pick<MailTransport, 'send'>;
  pushSender: PushSender;
  whatsappSender: WhatsAppSender;
  config: Pick<AppConfig, 'publicUrl' | 'port' | 'mail'>;
  /** What each channel did with each message, for the metrics (docs/decisions/069). */
  metrics: MessageCounts;
}

/** The outbox topic that resends a message WhatsApp could not deliver (whatsapp-statuses.ts). */
export const FALLBACK_TOPIC = 'notification.fallback';

interface Reach {
  /** What the person chose for the kind: none stops it. */
  chosen: NotificationChannel[];
  /** Of those, what can carry it now (WhatsApp only while opted in). */
  channels: NotificationChannel[];
  whatsappNumber: string | null;
}

/** The channels a kind reaches this person by, and the number WhatsApp goes to. */
async function reachOf(db: Db, message: OutgoingMail): Promise<Reach> {
  const [row] = await db
    .select({ role: users.role, preferences: notificationPreferences })
    .from(users)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(eq(users.id, message.to.userId));
  if (!row) return { chosen: ['email'], channels: ['email'], whatsappNumber: null };
  const chosen = completeKinds(row.preferences?.kinds, row.role)[message.kind];
  const optedIn = Boolean(row.preferences?.whatsappOptedInAt && row.preferences.whatsappNumber);
  return {
    chosen,
    channels: chosen.filter((channel) => channel !== 'whatsapp' || optedIn),
    whatsappNumber: optedIn ? row.preferences!.whatsappNumber : null,
  };
}

function siteOriginOf(config: ChannelContext['config']): string {
  return config.publicUrl ?? `http://localhost:${config.port}`;
}

/** What a channel did for one message: reached the person, or could not. */
type Outcome = 'reached' | 'unreached';

/**
 * How each channel's outcome is counted (docs/decisions/069): mail and push are sent once their
 * server or push service took them, and a person with no address or no device is nobody's
 * failure; WhatsApp only queues (its status webhooks tell when it is sent), and a number it
 * refuses is a failure. A channel that throws is a failure too (its row is tried again).
 */
const COUNTED_AS: Record<MessageChannel, Record<Outcome, MessageOutcome | null>> = {
  mail: { reached: 'sent', unreached: null },
  push: { reached: 'sent', unreached: null },
  whatsapp: { reached: 'queued', unreached: 'failed' },
};

export function deliverByChannels(context: ChannelContext): MessageDelivery {
  const siteOrigin = siteOriginOf(context.config);

  /** The mail with its stop link, in its text and as List-Unsubscribe for the mail app. */
  async function email(message: OutgoingMail, row: DeliveryRow): Promise<Outcome> {
    const stop = stopLinkUrl(
      siteOrigin,
      await stopLinkKey(context.db),
      message.to.userId,
      message.kind,
    );
    const words = mailWords(message.to.language);
    const line = words.footerLine({ title: words.kindTitles[message.kind] });
    const mail = asMessage(
      withFooterLink(message, line, { text: words.stopThem, url: stop }, message.to.language),
      row.id,
      context.config.mail.from,
    );
    // A player who signed up with a mobile number has no address (decision 058): not reached.
    if (!mail) return 'unreached';
    mail.headers = {
      ...(mail.headers as Record<string, string>),
      'List-Unsubscribe': `<${stop}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
    await context.mailer.send(mail);
    return 'reached';
  }

  async function push(message: OutgoingMail): Promise<Outcome> {
    const { title, body, url } = message.brief;
    const sent = await pushToPerson(context, message.to.userId, {
      title,
      body,
      url: url ?? `${siteOrigin}/`,
    });
    return sent > 0 ? 'reached' : 'unreached';
  }

  async function whatsapp(
    message: OutgoingMail,
    row: DeliveryRow,
    number: string,
  ): Promise<Outcome> {
    const body = whatsappMessageOf(message, number, siteOrigin);
    try {
      const { messageId } = await context.whatsappSender.send(body);
      const now = context.now();
      await context.db.insert(whatsappMessages).values({
        id: messageId,
        userId: message.to.userId,
        outboxId: row.id,
        messageKey: message.key,
        template: body.template.name,
        status: 'accepted',
        statusAt: now,
        createdAt: now,
      });
      return 'reached';
    } catch (error) {
      // Refused for this message (a number not on WhatsApp...): another channel carries it now.
      // Anything else (WhatsApp unreachable) rejects, and the row is tried again later.
      if (!(error instanceof WhatsAppRefused)) throw error;
      logError('WhatsApp refused a message; it goes by another channel.', safeForLog(error));
      return 'unreached';
    }
  }

  /**
   * Runs one channel as a step of the row, unless an earlier attempt of the row did: a step
   * that could not reach the person is remembered as such ('<name>!'), so a retry still falls
   * back from it.
   */
  async function step(
    done: Set<string>,
    name: string,
    channel: MessageChannel,
    send: () => Promise<Outcome>,
  ): Promise<Outcome> {
    if (done.has(name)) return 'reached';
    if (done.has(`${name}!`)) return 'unreached';
    let outcome: Outcome;
    try {
      outcome = await send();
    } catch (error) {
      context.metrics.message(channel, 'failed');
      throw error;
    }
    const counted = COUNTED_AS[channel][outcome];
    if (counted) context.metrics.message(channel, counted);
    done.add(outcome === 'reached' ? name : `${name}!`);
    return outcome;
  }

  return async (message, row, done) => {
    // Steps are named as the e-mail-only worker named them: the message's key is its e-mail.
    const emailStep = () => step(done, message.key, 'mail', () => email(message, row));
    const pushStep = () => step(done, `${message.key}:push`, 'push', () => push(message));
    if (row.topic === FALLBACK_TOPIC) {
      // WhatsApp failed to deliver it after taking it: the person's devices, else their mailbox.
      if ((await pushStep()) === 'unreached') await emailStep();
      return;
    }
    const reach = await reachOf(context.db, message);
    if (reach.chosen.length === 0) return;
    let reached = false;
    let whatsappRefused = false;
    for (const channel of reach.channels) {
      if (channel === 'email') reached = (await emailStep()) === 'reached' || reached;
      if (channel === 'push') reached = (await pushStep()) === 'reached' || reached;
      if (channel === 'whatsapp' && reach.whatsappNumber) {
        const number = reach.whatsappNumber;
        const outcome = await step(done, `${message.key}:whatsapp`, 'whatsapp', () =>
          whatsapp(message, row, number),
        );
        if (outcome === 'reached') reached = true;
        else whatsappRefused = true;
      }
    }
    // Only WhatsApp's refusal hands a message on: a kind chosen for push alone on a person with
    // no device is their choice, and e-mail they took off stays off.
    if (reached || !whatsappRefused) return;
    if (!reach.channels.includes('push') && (await pushStep()) === 'reached') return;
    await emailStep();
  };
}
