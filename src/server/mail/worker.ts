import { performance } from 'node:perf_hooks';
import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { SendMailOptions } from 'nodemailer';
import type { AppConfig } from '../config';
import { preparedPerDb, type Db } from '../db/database';
import { outbox } from '../db/schema-system';
import { safeForLog } from '../http/logging';
import type { JobTiming } from '../metrics/metrics';
import { MAIL_TOPICS, composeMails } from './compose';
import type { MailTransport } from './transport';
import type { MailSettings, OutgoingMail } from './wording';
import { logError } from '../http/request-log';

// The mail worker: takes due rows of the outbox, sends their mail, marks them done.
//
// Claiming: one statement (its own short transaction) selects due rows FOR UPDATE SKIP LOCKED and
// leases them (run_after moves LEASE_MS ahead, attempts + 1). Sending happens after, with no
// transaction open: an SMTP call can take seconds, and PGlite has one connection for everyone.
// A second process (or a second drain in this one) skips locked rows and cannot see leased ones,
// so each row is taken by one sender at a time. Every later write is fenced by the attempts
// count the claim gave, so a sender whose lease ran out cannot overwrite the next one's result.
//
// Delivery is at least once, never lost: a failure records the error and retries after
// 30 s × 2^(attempts − 1), capped at an hour, and goes on retrying hourly for as long as it
// takes (mail is not parked: a fixed SMTP server or a deployed fix sends it). A failure also
// records which of the row's messages went out (payload.mailed), so its retry sends only the
// rest. Rows whose mail all went out are marked done together, one statement per batch, so a
// booking's mail costs the database a tenth of a commit, not one per message; a
// process that dies mid-batch sends that batch's messages again after the lease, under the same
// Message-IDs.

export const MAIL_BATCH = 10;
export const LEASE_MS = 5 * 60_000;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60_000;
const EVERY_FEW_SECONDS = 5_000;

/** The outbox row a message is sent for. */
export interface DeliveryRow {
  id: string;
  topic: string;
  payload: Record<string, unknown>;
}

/**
 * Sends one message of a row by whatever channels it goes by, adding to `done` each step that
 * went out ('<key>' for its e-mail), so the row's retry sends only the rest. Rejects to have the
 * row retried; a step that will never succeed must not reject forever.
 */
export type MessageDelivery = (
  message: OutgoingMail,
  row: DeliveryRow,
  done: Set<string>,
) => Promise<void>;

/** What sending needs: the outbox's database, the clock, where mail goes and how it is signed. */
export interface MailContext {
  db: Db;
  now: () => Date;
  mailer: Pick<MailTransport, 'send'>;
  config: Pick<AppConfig, 'publicUrl' | 'port' | 'venueTimeZone' | 'mail'>;
  /**
   * How each message goes out: the notifications module's channels in the running app
   * (docs/decisions/057); e-mail alone without it.
   */
  deliver?: MessageDelivery;
}

/** How long to wait after the `attempts`-th failure. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}

const ADDRESS = /[^\s<>"'(),;:@]+@[^\s<>"'(),;:@]+/g;

/** An error as the row and the log may keep it: no addresses (nor an SMTP URL's password). */
export function describeFailure(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: unknown } | null)?.code;
  const text = typeof code === 'string' ? `${code}: ${message}` : message;
  return text.replace(ADDRESS, '[address]').replace(/\s+/g, ' ').slice(0, 500);
}

function withoutAddresses(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [
      name,
      typeof value === 'string' ? value.replace(ADDRESS, '[address]') : value,
    ]),
  );
}

interface ClaimedRow {
  id: string;
  topic: string;
  payload: Record<string, unknown>;
  createdAt: Date;
  attempts: number;
}

/** Selects and leases due rows in one statement: no BEGIN and COMMIT round trips of its own. */
const claimDue = preparedPerDb((db) => {
  const due = db.$with('due').as(
    db
      .select({ dueId: outbox.id })
      .from(outbox)
      .where(
        and(
          isNull(outbox.doneAt),
          lte(outbox.runAfter, sql.placeholder('now')),
          sql`${outbox.topic} = any(${sql.placeholder('topics')}::text[])`,
        ),
      )
      .orderBy(asc(outbox.runAfter))
      .limit(sql.placeholder('batch'))
      .for('update', { skipLocked: true }),
  );
  return db
    .with(due)
    .update(outbox)
    .set({
      runAfter: sql`${sql.placeholder('leasedUntil')}::timestamptz`,
      attempts: sql`${outbox.attempts} + 1`,
    })
    .from(due)
    .where(eq(outbox.id, due.dueId))
    .returning({
      id: outbox.id,
      topic: outbox.topic,
      payload: outbox.payload,
      createdAt: outbox.createdAt,
      attempts: outbox.attempts,
    })
    .prepare('mail_claim_due_rows');
});

async function claimDueRows(context: MailContext): Promise<ClaimedRow[]> {
  const now = context.now();
  return claimDue(context.db).execute({
    now,
    topics: MAIL_TOPICS,
    batch: MAIL_BATCH,
    leasedUntil: new Date(now.getTime() + LEASE_MS).toISOString(),
  });
}

/** Our lease on the row, unless it ran out and someone else claimed it since. */
const stillOurs = (row: ClaimedRow) =>
  and(eq(outbox.id, row.id), eq(outbox.attempts, row.attempts));

/** Gives a claimed row back untouched (this drain is stopping), to be taken again at once. */
async function release(context: MailContext, row: ClaimedRow) {
  await context.db
    .update(outbox)
    .set({ runAfter: context.now(), attempts: row.attempts - 1 })
    .where(stillOurs(row));
}

function mailSettings(context: MailContext): MailSettings {
  const { publicUrl, port, venueTimeZone } = context.config;
  return {
    siteOrigin: publicUrl ?? `http://localhost:${port}`,
    timeZone: venueTimeZone,
    now: context.now(),
  };
}

function domainOf(from: string): string {
  return /@([^\s<>@]+)>?\s*$/.exec(from)?.[1] ?? 'turfbook.invalid';
}

/**
 * A message as nodemailer sends it; null for a person without an e-mail address, a player who
 * signed up with a mobile number (decision 058): there is nothing to send, and no address is made up.
 */
export function asMessage(mail: OutgoingMail, rowId: string, from: string): SendMailOptions | null {
  const { name, address } = mail.to;
  if (address === null) return null;
  return {
    from,
    to: { name, address },
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    attachments: mail.attachments ?? [],
    // The same message keeps its Message-ID across retries, so a mailbox can spot a repeat.
    messageId: `<${rowId}.${mail.key}@${domainOf(from)}>`,
    headers: { 'Auto-Submitted': 'auto-generated' },
  };
}

/** Each message as an e-mail, once. */
function emailOnly(context: MailContext): MessageDelivery {
  return async (mail, row, done) => {
    if (done.has(mail.key)) return;
    const message = asMessage(mail, row.id, context.config.mail.from);
    if (message) await context.mailer.send(message);
    done.add(mail.key);
  };
}

function mailedKeys(payload: Record<string, unknown>): Set<string> {
  const mailed = payload.mailed;
  return new Set(Array.isArray(mailed) ? mailed.filter((key) => typeof key === 'string') : []);
}

/**
 * Sends one row's mail; answers whether all of it went out. A failure is recorded here; a
 * success is recorded with the rest of its batch (markDone).
 */
async function deliverRow(context: MailContext, row: ClaimedRow): Promise<boolean> {
  const mailed = mailedKeys(row.payload);
  try {
    const mails = await composeMails(context.db, row, mailSettings(context));
    const deliver = context.deliver ?? emailOnly(context);
    for (const mail of mails) await deliver(mail, row, mailed);
    return true;
  } catch (error) {
    const failure = describeFailure(error);
    const retryAt = new Date(context.now().getTime() + retryDelayMs(row.attempts));
    await context.db
      .update(outbox)
      .set({
        runAfter: retryAt,
        lastError: failure,
        payload: { ...row.payload, mailed: [...mailed] },
      })
      .where(stillOurs(row));
    logError('A mail could not be sent; it stays queued and will be retried.', {
      outboxId: row.id,
      topic: row.topic,
      attempts: row.attempts,
      retryAt: retryAt.toISOString(),
      error: failure,
    });
    return false;
  }
}

/** Marks rows whose mail all went out done, in one statement, each still fenced by its lease. */
async function markDone(context: MailContext, rows: readonly ClaimedRow[]) {
  if (rows.length === 0) return;
  await context.db
    .update(outbox)
    .set({ doneAt: context.now() })
    .where(or(...rows.map(stillOurs)));
}

export interface DrainResult {
  /** Rows whose mail all went out. */
  delivered: number;
  /** Rows that failed this time and wait for their retry. */
  failed: number;
}

/**
 * Sends every mail that is due now, batch after batch, and answers what happened. Stops early
 * (giving unsent rows back) when `shouldStop` says so, or when a batch has used half its lease.
 */
export async function deliverDueMail(
  context: MailContext,
  { shouldStop = () => false }: { shouldStop?: () => boolean } = {},
): Promise<DrainResult> {
  const result: DrainResult = { delivered: 0, failed: 0 };
  while (!shouldStop()) {
    const rows = await claimDueRows(context);
    const claimedAt = performance.now();
    const delivered: ClaimedRow[] = [];
    try {
      for (const [index, row] of rows.entries()) {
        if (shouldStop() || performance.now() - claimedAt > LEASE_MS / 2) {
          for (const rest of rows.slice(index)) await release(context, rest);
          return result;
        }
        if (await deliverRow(context, row)) delivered.push(row);
        else result.failed += 1;
      }
    } finally {
      await markDone(context, delivered);
      result.delivered += delivered.length;
    }
    if (rows.length < MAIL_BATCH) break;
  }
  return result;
}

/**
 * Drains the queue now and every few seconds, one drain at a time in this process (several
 * processes share the queue through SKIP LOCKED). A failure is logged and never ends the
 * process. Answers a stop function that lets the message being sent finish and gives back the rest.
 */
export function startMailWorker(
  context: MailContext & { metrics: JobTiming },
): () => Promise<void> {
  let stopping = false;
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running || stopping) return;
    // Each drain is the outbox job of the metrics (docs/decisions/069).
    running = context.metrics
      .job('outbox', () => deliverDueMail(context, { shouldStop: () => stopping }))
      .then(() => undefined)
      .catch((error: unknown) => {
        logError(
          'The mail worker failed; it will try again in a few seconds.',
          withoutAddresses(safeForLog(error)),
        );
      })
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, EVERY_FEW_SECONDS);
  timer.unref();
  tick();
  return async () => {
    stopping = true;
    clearInterval(timer);
    await running;
  };
}
