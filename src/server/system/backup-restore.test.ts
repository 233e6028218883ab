import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { flatPriceRules, totalPaiseOfRange } from '../../shared/price-rules';
import { paiseToRupeesText, rupeesToPaise } from '../../shared/pricing';
import { addDays, zonedNow } from '../../shared/time';
import { pdfText } from '../testing/invoice-kit';
import {
  call,
  killLeftovers,
  playerCookie,
  startServerProcess,
  type ServerProcess,
} from '../testing/server-process';
import { createScratchPostgresDatabase } from '../testing/test-database';

// The deploy guide's backup (docs/deploy.md, "Backups"): a nightly `pg_dump --format=custom`,
// restored with `pg_restore` into a new database, on which the app starts and answers the same
// bookings, money and documents as before. Run against the PostgreSQL suite's server.

const serverUrl = process.env.TEST_DATABASE_URL;
const started: ServerProcess[] = [];
afterAll(() => killLeftovers(started));

/** Every table's rows, as one digest each: the same rows give the same digest, in any order. */
async function tableDigests(databaseUrl: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const tables = await client.query<{ schema: string; name: string }>(
      `select schemaname as schema, tablename as name from pg_tables
       where schemaname in ('public', 'drizzle') order by 1, 2`,
    );
    const digests: Record<string, string> = {};
    for (const { schema, name } of tables.rows) {
      const table = `${pg.escapeIdentifier(schema)}.${pg.escapeIdentifier(name)}`;
      const { rows } = await client.query<{ n: number; digest: string | null }>(
        `select count(*)::int as n, md5(string_agg(row_text, '|' order by row_text)) as digest
         from (select t::text as row_text from ${table} t) rows`,
      );
      digests[schema === 'public' ? name : `${schema}.${name}`] =
        `${rows[0]!.n} ${rows[0]!.digest ?? '-'}`;
    }
    return digests;
  } finally {
    await client.end();
  }
}

/** What the app answers of a player's money and documents: what a restore must keep. */
async function readBack(base: string, cookie: string, userId: string, bookingIds: string[]) {
  const bookings = await call(base, `/api/v1/booking/get-user-bookings/${userId}`, { cookie });
  expect(bookings.status).toBe(200);
  const documents: string[] = [];
  for (const id of bookingIds) {
    const detail = await call(base, `/api/v1/booking/${id}`, { cookie });
    expect(detail.status).toBe(200);
    documents.push(JSON.stringify(detail.body));
    const invoice = await fetch(`${base}/api/v1/booking/${id}/invoice`, { headers: { cookie } });
    expect(invoice.status, `invoice of ${id}`).toBe(200);
    documents.push(await pdfText(Buffer.from(await invoice.arrayBuffer())));
    const notes = (detail.body.booking.documents.creditNotes as unknown[]).length;
    for (let n = 1; n <= notes; n += 1) {
      const note = await fetch(`${base}/api/v1/booking/${id}/credit-notes/${n}`, {
        headers: { cookie },
      });
      expect(note.status, `credit note ${n} of ${id}`).toBe(200);
      documents.push(await pdfText(Buffer.from(await note.arrayBuffer())));
    }
  }
  expect(documents.join('\n')).toContain('Credit Note');
  // Our images' URLs carry the answering server's origin (http/public-urls), which is new.
  return JSON.parse(
    JSON.stringify({ bookings: bookings.body, documents }).replaceAll(base, 'https://origin'),
  ) as unknown;
}

function flatAmount(price: number, date: string, start: number, end: number): string {
  return paiseToRupeesText(
    totalPaiseOfRange(flatPriceRules(rupeesToPaise(price)!), { date, start, end }, null),
  );
}

describe.skipIf(!serverUrl)('a backup restored into a new database', () => {
  it('gives back every row, and the app on it answers the same bookings, refunds and invoices', async () => {
    const original = await createScratchPostgresDatabase(serverUrl!);
    const env = { DEMO_DATA: 'on', AUTH_RATE_LIMIT: '1000' };
    const before = await startServerProcess({ ...env, DATABASE_URL: original });
    started.push(before);

    // A player pays for two hours and cancels the second: a charge, a refund, two invoices and
    // a credit note, mails queued, on top of the demo data's turfs, people and bookings.
    const { body: list } = await call(before.url, '/api/v1/turf/getTurf');
    const turf = (list.turfs as { _id: string; price: number; pricesVary: boolean }[]).find(
      (candidate) => !candidate.pricesVary,
    )!;
    const day = addDays(zonedNow(new Date(), 'Asia/Kolkata').date, 2);
    const cookie = await playerCookie(before.url, 1);
    const me = await call(before.url, '/api/v1/user/me', { cookie });
    const userId = me.body.user._id as string;
    const bookingIds: string[] = [];
    for (const [startTime, endTime, start] of [
      ['10:00 AM', '11:00 AM', 600],
      ['2:00 PM', '3:00 PM', 840],
    ] as const) {
      const intent = await call(before.url, '/api/v1/payment/post-payment', {
        method: 'POST',
        cookie,
        body: JSON.stringify({
          amount: flatAmount(turf.price, day, start, start + 60),
          currency: 'inr',
          booking: { turfId: turf._id, bookingDate: day, startTime, endTime },
        }),
      });
      expect(intent.status, JSON.stringify(intent.body)).toBe(200);
      const paid = await call(before.url, '/api/v1/payment/local/confirm', {
        method: 'POST',
        body: JSON.stringify({
          clientSecret: intent.body.clientSecret,
          card: { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' },
        }),
      });
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
      const mine = await call(before.url, `/api/v1/booking/get-user-bookings/${userId}`, {
        cookie,
      });
      const booking = (mine.body.bookings as { _id: string; paymentId: string }[]).find(
        (candidate) => candidate.paymentId === intent.body.paymentId,
      )!;
      bookingIds.push(booking._id);
    }
    const cancelled = await call(before.url, `/api/v1/booking/${bookingIds[1]}/cancel`, {
      method: 'POST',
      cookie,
      body: '{}',
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const answered = await readBack(before.url, cookie, userId, bookingIds);
    expect(await before.stop()).toBe(0);

    // The nightly backup and its restore into a database that did not exist before.
    const rows = await tableDigests(original);
    for (const table of ['bookings', 'payments', 'users', 'turfs', 'outbox']) {
      expect(rows[table], table).toMatch(/^[1-9]/);
    }
    const dump = join(mkdtempSync(join(tmpdir(), 'turf-backup-')), 'turfbook.dump');
    execFileSync('pg_dump', ['--format=custom', `--file=${dump}`, original]);
    const restored = await createScratchPostgresDatabase(serverUrl!);
    execFileSync('pg_restore', ['--no-owner', `--dbname=${restored}`, dump]);
    expect(await tableDigests(restored)).toEqual(rows);

    // The app starts on the restored database and answers what it answered before.
    const after = await startServerProcess({ ...env, DATABASE_URL: restored });
    started.push(after);
    const login = await fetch(`${after.url}/api/v1/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: me.body.user.email, password: 'secret1', role: 'user' }),
    });
    expect(login.status).toBe(200);
    const cookieAfter = login.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    expect(await readBack(after.url, cookieAfter, userId, bookingIds)).toEqual(answered);
    expect(await after.stop()).toBe(0);
  }, 180_000);
});
