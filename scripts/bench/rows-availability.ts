// The availability rows: a week of a turf with 100,000 past bookings against bare Fastify with one
// raw SQL query, and availability without a window (a public caller, the owner's whole history).
import { addDays } from '../../src/shared/time';
import { countOf, decodeBody, jsonOf, rawGet, timedRequests, type RawAnswer } from './load';
import { BROWSER_ENCODINGS, pairedRounds, pairedRow, type RunSettings } from './paired';
import { formatCount, formatKB, formatMs, type BenchRow } from './report';
import { atMost, median, verdict } from './stats';

/** A week of a turf with 100,000 past bookings against bare Fastify + one raw SQL query. */
export async function availabilityWeekRow(
  appUrl: string,
  rawSqlUrl: string,
  turfId: string,
  today: string,
  settings: RunSettings,
): Promise<BenchRow> {
  const path = `/api/v1/booking/get-turf-bookings/${turfId}?from=${today}&to=${addDays(today, 6)}`;
  const [app, reference] = await Promise.all([
    rawGet(`${appUrl}${path}`),
    rawGet(`${rawSqlUrl}${path}`),
  ]);
  const slots = countOf(app, 'bookings');
  const referenceSlots = countOf(reference, 'bookings');
  const outcome = await pairedRounds(`${appUrl}${path}`, `${rawSqlUrl}${path}`, settings);
  return pairedRow(
    {
      key: 'availability-week',
      row: `week availability, 100k past bookings, PostgreSQL (${slots} slots)`,
      target: '≥ 0.7×, p99 ≤ 2×',
    },
    'bare Fastify + 1 raw SQL query',
    outcome,
    { minRatio: 0.7, maxP99Ratio: 2 },
    {
      ...(slots === referenceSlots
        ? {}
        : { note: `the app answered ${slots} slots, the raw query ${referenceSlots}` }),
      data: { path, slots, referenceSlots },
    },
  );
}

/**
 * Where the owner's next page is: a Link header (rel="next"); a next cursor or URL in the body
 * (nextCursor, next, or the same inside page/paging), sent back as ?cursor=; or a next page
 * number (nextPage, or page below totalPages/pages), sent back as ?page=. Null on the last page.
 */
export function nextPageUrl(current: string, answer: RawAnswer, body: Record<string, unknown>) {
  const link = answer.headers.link;
  const linkNext = typeof link === 'string' ? /<([^>]+)>\s*;\s*rel="?next"?/.exec(link) : null;
  if (linkNext) return new URL(linkNext[1]!, current).href;
  const paging = [body.page, body.paging, body.pagination].find(
    (part) => typeof part === 'object' && part !== null,
  ) as Record<string, unknown> | undefined;
  const within = { ...paging, ...body };
  const next = within.nextCursor ?? within.next ?? paging?.cursor;
  const url = new URL(current);
  if (typeof next === 'string' && next !== '') {
    if (next.startsWith('/') || next.startsWith('http')) return new URL(next, current).href;
    url.searchParams.set('cursor', next);
    return url.href;
  }
  const pageNumber = typeof within.page === 'number' ? within.page : null;
  const pages = [within.totalPages, within.pages].find((n) => typeof n === 'number') as
    number | undefined;
  const nextPage =
    typeof within.nextPage === 'number'
      ? within.nextPage
      : pageNumber !== null && pages !== undefined && pageNumber < pages
        ? pageNumber + 1
        : null;
  if (nextPage === null) return null;
  url.searchParams.set('page', String(nextPage));
  return url.href;
}

/** Availability without a window: a public caller's latency, and the owner's full history. */
export async function availabilityAllRows(
  appUrl: string,
  turfId: string,
  ownerCookie: string,
  settings: RunSettings,
): Promise<BenchRow[]> {
  const url = `${appUrl}/api/v1/booking/get-turf-bookings/${turfId}`;
  const headers = { 'accept-encoding': BROWSER_ENCODINGS };
  const publicRounds = [];
  for (let round = 0; round < settings.rounds; round += 1) {
    publicRounds.push(
      await timedRequests(url, headers, {
        min: 3,
        max: 50,
        budgetMs: settings.durationSeconds * 1000,
      }),
    );
    settings.log(`  public round ${round + 1}: p50 ${formatMs(publicRounds.at(-1)!.p50)}`);
  }
  const last = publicRounds.at(-1)!.last;
  const publicSlots = last.status === 200 ? countOf(last, 'bookings') : Number.NaN;
  const p50 = median(publicRounds.map((round) => round.p50));
  const p99 = median(publicRounds.map((round) => round.p99));
  const publicRow: BenchRow = {
    key: 'availability-all',
    row: `availability without a window, public (${formatCount(publicSlots)} slots)`,
    figure: `p50 ${formatMs(p50)}, p99 ${formatMs(p99)}, ${formatKB(last.wireBytes)} on the wire`,
    reference: '—',
    ratio: null,
    target: '≤ 50 ms',
    met: last.status === 200 ? verdict(atMost(p50, 50)) : 'no',
    data: {
      p50,
      p99,
      slots: publicSlots,
      bytes: last.wireBytes,
      rounds: publicRounds.map(({ last: _, ...r }) => r),
    },
  };
  const walks = [];
  for (let round = 0; round < settings.rounds; round += 1) {
    walks.push(await walkOwnerHistory(`${url}?view=owner`, { ...headers, cookie: ownerCookie }));
    const walk = walks.at(-1)!;
    settings.log(
      `  owner round ${round + 1}: ${walk.rows} rows, ${walk.pages} pages, ${formatMs(walk.ms)}`,
    );
  }
  const rows = median(walks.map((walk) => walk.rows));
  const ms = median(walks.map((walk) => walk.ms));
  const pages = median(walks.map((walk) => walk.pages));
  const streamed = walks.every((walk) => walk.streamed);
  const perHundredK = rows > 0 ? (ms * 100_000) / rows : Number.NaN;
  const failed = walks.find((walk) => walk.status !== 200);
  const ownerRow: BenchRow = {
    key: 'availability-all',
    row: "availability without a window, owner's full history",
    figure: `${formatCount(rows)} rows in ${streamed ? 'one streamed answer' : `${pages} page${pages === 1 ? '' : 's'}`}, ${formatMs(ms)} (${formatMs(perHundredK)} per 100k rows), ${formatKB(median(walks.map((walk) => walk.bytes)))}`,
    reference: '—',
    ratio: null,
    target: 'paged, ≤ 1 s per 100k rows',
    met: failed ? 'no' : verdict(atMost(perHundredK, 1000), pages > 1 || streamed),
    ...(failed
      ? { note: `the owner view answered ${failed.status}` }
      : pages > 1 || streamed
        ? {}
        : { note: 'answered in one page: neither paged nor streamed (yet)' }),
    data: { walks },
  };
  return [publicRow, ownerRow];
}

/**
 * Reads the owner's whole history: asks for it as one stream (Accept: application/x-ndjson, one
 * booking a line: counts as streamed); a server that answers a JSON page instead is walked page
 * by page, following its next, without asking for the stream again.
 */
async function walkOwnerHistory(first: string, headers: Record<string, string>) {
  const started = performance.now();
  let url: string | null = first;
  let rows = 0;
  let pages = 0;
  let bytes = 0;
  let status = 200;
  let streamed = false;
  while (url && pages < 10_000) {
    const answer = await rawGet(
      url,
      pages === 0 ? { ...headers, accept: 'application/x-ndjson' } : headers,
    );
    status = answer.status;
    if (status !== 200) break;
    pages += 1;
    bytes += answer.wireBytes;
    if (/ndjson|jsonl/.test(String(answer.headers['content-type']))) {
      streamed = true;
      rows += decodeBody(answer)
        .toString('utf8')
        .split('\n')
        .filter((line) => line.trim()).length;
      break;
    }
    const body = jsonOf(answer);
    rows += Array.isArray(body.bookings) ? body.bookings.length : 0;
    url = nextPageUrl(url, answer, body);
  }
  return { rows, pages, bytes, status, streamed, ms: performance.now() - started };
}
