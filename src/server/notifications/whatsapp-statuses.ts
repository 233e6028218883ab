import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { indianMobile } from '../../shared/mobile-number';
import type { Db } from '../db/database';
import { enqueue } from '../db/outbox';
import {
  notificationPreferences,
  whatsappMessages,
  whatsappStatuses,
} from '../db/schema-notifications';
import { stopWhatsApp } from './preferences';
import type { MessageCounts, MessageOutcome } from '../metrics/metrics';

// What WhatsApp tells us after it took a message (docs/decisions/057): each status webhook is
// kept once (WhatsApp repeats them and sends them in any order), a message's status only moves
// forward, and a message that failed is handed once to push or e-mail. A person who answers
// "STOP" is opted out of WhatsApp in that one step.

export interface StatusContext {
  db: Db;
  now: () => Date;
  /** WhatsApp's word that a message went out, or failed, for the metrics (decision 069). */
  metrics: MessageCounts;
}

/** Whether `header` (X-Hub-Signature-256: 'sha256=<hex>') is the app secret's HMAC of the body. */
export function whatsappSignatureValid(
  rawBody: Buffer,
  header: string,
  appSecret: string,
): boolean {
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header.trim());
  if (!match) return false;
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(match[1]!, 'hex'));
}

/** How far along a message is: a later webhook of an earlier status changes nothing. */
const STATUS_RANK = { accepted: 0, sent: 1, delivered: 2, read: 3, failed: 4 } as const;
type MessageStatus = keyof typeof STATUS_RANK;

const statusSchema = z.object({
  id: z.string().min(1).max(200),
  status: z.string().min(1).max(40),
  timestamp: z.string().regex(/^\d{1,12}$/),
  errors: z
    .array(z.object({ code: z.number().optional(), title: z.string().optional() }).loose())
    .optional(),
});

const incomingSchema = z.object({
  from: z.string(),
  type: z.string(),
  text: z.object({ body: z.string() }).optional(),
  button: z.object({ payload: z.string().optional(), text: z.string().optional() }).optional(),
});

const eventSchema = z.object({
  object: z.string(),
  entry: z.array(
    z.object({
      changes: z.array(
        z.object({
          field: z.string(),
          value: z
            .object({
              statuses: z.array(z.unknown()).optional(),
              messages: z.array(z.unknown()).optional(),
            })
            .loose(),
        }),
      ),
    }),
  ),
});

/** Keeps one status webhook; a status told before changes nothing. */
async function recordStatus(context: StatusContext, status: z.infer<typeof statusSchema>) {
  const now = context.now();
  const told = await context.db.transaction(async (tx): Promise<MessageOutcome | null> => {
    const [fresh] = await tx
      .insert(whatsappStatuses)
      .values({
        messageId: status.id,
        status: status.status,
        happenedAt: new Date(Number(status.timestamp) * 1000),
        detail: status.errors ? { errors: status.errors } : null,
        receivedAt: now,
      })
      .onConflictDoNothing()
      .returning({ messageId: whatsappStatuses.messageId });
    if (!fresh || !(status.status in STATUS_RANK)) return null;
    const next = status.status as MessageStatus;
    // What it was, under the row's lock: a message leaving 'accepted' is counted sent once,
    // whichever of sent, delivered or read WhatsApp tells first.
    const [before] = await tx
      .select({ status: whatsappMessages.status })
      .from(whatsappMessages)
      .where(eq(whatsappMessages.id, status.id))
      .for('update');
    const failure = next === 'failed' ? (status.errors?.[0]?.title ?? 'failed') : null;
    const ranks = sql.raw(
      `case ${whatsappMessages.status.name} ${Object.entries(STATUS_RANK)
        .map(([name, rank]) => `when '${name}' then ${rank}`)
        .join(' ')} end`,
    );
    const moved = await tx
      .update(whatsappMessages)
      .set({ status: next, statusAt: now, failure })
      .where(and(eq(whatsappMessages.id, status.id), sql`${ranks} < ${STATUS_RANK[next]}`))
      .returning({ id: whatsappMessages.id });
    if (next !== 'failed') return moved.length > 0 && before?.status === 'accepted' ? 'sent' : null;
    // Handed on once, however often WhatsApp repeats the failure.
    const [handedOn] = await tx
      .update(whatsappMessages)
      .set({ fallbackAt: now })
      .where(and(eq(whatsappMessages.id, status.id), isNull(whatsappMessages.fallbackAt)))
      .returning({ outboxId: whatsappMessages.outboxId, messageKey: whatsappMessages.messageKey });
    if (handedOn?.outboxId && handedOn.messageKey) {
      await enqueue(tx, 'notification.fallback', {
        outboxId: handedOn.outboxId,
        messageKey: handedOn.messageKey,
      });
    }
    return moved.length > 0 ? 'failed' : null;
  });
  if (told) context.metrics.message('whatsapp', told);
}

const STOP_WORDS = new Set(['stop', 'unsubscribe', 'stop whatsapp messages']);

/** A reply of "STOP" (typed, or the template's quick reply) opts its number out of WhatsApp. */
async function answerIncoming(context: StatusContext, message: z.infer<typeof incomingSchema>) {
  const said = (message.text?.body ?? message.button?.payload ?? message.button?.text ?? '')
    .trim()
    .toLowerCase();
  if (!STOP_WORDS.has(said)) return;
  const number = indianMobile(message.from.replace(/^91(?=\d{10}$)/, ''));
  if (!number) return;
  const people = await context.db
    .select({ userId: notificationPreferences.userId })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.whatsappNumber, number));
  for (const person of people) await stopWhatsApp(context, person.userId);
}

/**
 * One verified webhook call: answers false when it is not a WhatsApp webhook we can read.
 * Entries we do not use (templates' reviews, other fields) are acknowledged and ignored.
 */
export async function handleWhatsAppEvent(context: StatusContext, body: unknown) {
  const event = eventSchema.safeParse(body);
  if (!event.success || event.data.object !== 'whatsapp_business_account') return false;
  for (const entry of event.data.entry) {
    for (const change of entry.changes) {
      if (change.field !== 'messages') continue;
      for (const raw of change.value.statuses ?? []) {
        const status = statusSchema.safeParse(raw);
        if (status.success) await recordStatus(context, status.data);
      }
      for (const raw of change.value.messages ?? []) {
        const incoming = incomingSchema.safeParse(raw);
        if (incoming.success) await answerIncoming(context, incoming.data);
      }
    }
  }
  return true;
}
