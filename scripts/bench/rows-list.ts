// The turf list rows: the filtered list (PostgreSQL and PGlite) against bare Fastify answering
// the same 30 turfs, and the unfiltered list's bytes on the wire and caching.
import {
  allAnswered,
  countOf,
  loadRun,
  rawGet,
  warmUp,
  type LoadRun,
  type RawAnswer,
} from './load';
import { BROWSER_ENCODINGS, pairedRounds, pairedRow, statusText, type RunSettings } from './paired';
import { LIST_FILTER_MATCHES, listFilterQuery } from './plan';
import { formatKB, formatThroughput, type BenchRow } from './report';
import { atLeast, medianOfRuns, ratio, verdict } from './stats';

/** Issue 13: the unfiltered list served 65–72 req/s before; the upper end is the reference. */
export const UNFILTERED_TODAY_RPS = 72;
export const UNFILTERED_TODAY_BYTES = 617_000;

/** Filtered turf list (location, sport and price band: 30 turfs) against bare Fastify. */
export async function filteredListRow(
  key: 'list-pg' | 'list-pglite',
  appUrl: string,
  bareUrl: string,
  settings: RunSettings,
): Promise<BenchRow> {
  const path = `/api/v1/turf/getTurf?${listFilterQuery()}`;
  const answer = await rawGet(`${appUrl}${path}`);
  const turfs = answer.status === 200 ? countOf(answer, 'turfs') : Number.NaN;
  const outcome = await pairedRounds(`${appUrl}${path}`, `${bareUrl}${path}`, settings);
  const postgres = key === 'list-pg';
  const target = postgres ? { minRatio: 0.7, maxP99Ratio: 2 } : { minRatio: 0.3, maxP99Ratio: 4 };
  return pairedRow(
    {
      key,
      row: `filtered turf list, ${postgres ? 'PostgreSQL' : 'PGlite'} (${turfs} turfs)`,
      target: `≥ ${target.minRatio}×, p99 ≤ ${target.maxP99Ratio}×`,
    },
    `bare Fastify, ${LIST_FILTER_MATCHES} turfs`,
    outcome,
    target,
    {
      ...(turfs === LIST_FILTER_MATCHES
        ? {}
        : { note: `the filter answered ${turfs} turfs, not ${LIST_FILTER_MATCHES}` }),
      data: { path, turfs, bytes: answer.wireBytes },
    },
  );
}

/** The unfiltered list (the spec's call): bytes on the wire per encoding, req/s with and without If-None-Match. */
export async function unfilteredListRows(appUrl: string, settings: RunSettings) {
  const url = `${appUrl}/api/v1/turf/getTurf`;
  const identity = await rawGet(url, { 'accept-encoding': 'identity' });
  const br = await rawGet(url, { 'accept-encoding': 'br' });
  const gzip = await rawGet(url, { 'accept-encoding': 'gzip' });
  const turfs = countOf(identity, 'turfs');
  const etag = [br, gzip, identity]
    .map((answer) => answer.headers.etag)
    .find((tag) => typeof tag === 'string');
  const encoded = (answer: RawAnswer, name: string) => answer.headers['content-encoding'] === name;
  const revalidated = etag
    ? await rawGet(url, { 'accept-encoding': BROWSER_ENCODINGS, 'if-none-match': etag })
    : null;
  const bytesRow: BenchRow = {
    key: 'list-unfiltered',
    row: `unfiltered turf list (${turfs} turfs): bytes on the wire`,
    figure: `br ${encoded(br, 'br') ? formatKB(br.wireBytes) : `not compressed (${formatKB(br.wireBytes)})`}, gzip ${encoded(gzip, 'gzip') ? formatKB(gzip.wireBytes) : `not compressed (${formatKB(gzip.wireBytes)})`}; identity ${formatKB(identity.wireBytes)}`,
    reference: `before: ${formatKB(UNFILTERED_TODAY_BYTES)} uncompressed`,
    ratio: encoded(br, 'br') ? ratio(br.wireBytes, identity.wireBytes) : null,
    target: 'compressed (br and gzip), ETag',
    met: verdict(encoded(br, 'br') && encoded(gzip, 'gzip'), etag !== undefined),
    note: `ratio: br bytes ÷ identity bytes; ETag ${etag ?? 'absent'}${revalidated ? `, If-None-Match answered ${revalidated.status} with ${revalidated.wireBytes} bytes` : ''}`,
    data: {
      turfs,
      identityBytes: identity.wireBytes,
      brBytes: br.wireBytes,
      brEncoding: br.headers['content-encoding'] ?? null,
      gzipBytes: gzip.wireBytes,
      gzipEncoding: gzip.headers['content-encoding'] ?? null,
      etag: etag ?? null,
      revalidatedStatus: revalidated?.status ?? null,
      cacheControl: identity.headers['cache-control'] ?? null,
    },
  };
  const plain = { ...settings, headers: { 'accept-encoding': BROWSER_ENCODINGS } };
  const cached = etag ? { ...plain, headers: { ...plain.headers, 'if-none-match': etag } } : null;
  await warmUp(url, plain);
  const fullRuns: LoadRun[] = [];
  const cachedRuns: LoadRun[] = [];
  for (let round = 0; round < settings.rounds; round += 1) {
    fullRuns.push(await loadRun(url, plain));
    if (cached) cachedRuns.push(await loadRun(url, cached));
    settings.log(
      `  round ${round + 1}: full ${formatThroughput(fullRuns.at(-1)!)}${cached ? ` | If-None-Match ${formatThroughput(cachedRuns.at(-1)!)}` : ''}`,
    );
  }
  const full = medianOfRuns(fullRuns);
  const fullRatio = ratio(full.rps, UNFILTERED_TODAY_RPS);
  const reference = `before: 65–72 req/s`;
  const fullRow: BenchRow = {
    key: 'list-unfiltered',
    row: `unfiltered turf list, PostgreSQL: Accept-Encoding ${BROWSER_ENCODINGS}`,
    figure: formatThroughput(full),
    reference,
    ratio: fullRatio,
    target: '≥ 10×, compressed',
    met: fullRuns.every((run) => allAnswered(run))
      ? verdict(atLeast(fullRatio, 10), encoded(br, 'br') || encoded(gzip, 'gzip'))
      : 'no',
    ...(fullRuns.every((run) => allAnswered(run))
      ? {}
      : { note: `answers: ${statusText(fullRuns[0]!)}` }),
    data: { runs: fullRuns },
  };
  if (!cached) {
    return [
      bytesRow,
      fullRow,
      {
        key: 'list-unfiltered',
        row: 'unfiltered turf list, PostgreSQL: with If-None-Match',
        figure: 'not measured',
        reference,
        ratio: null,
        target: '≥ 10×, 304',
        met: 'no',
        note: 'the answer has no ETag, so there is nothing to revalidate (no 304)',
      } satisfies BenchRow,
    ];
  }
  const revalidating = medianOfRuns(cachedRuns);
  const all304 = cachedRuns.every((run) => allAnswered(run, 304));
  const cachedRatio = ratio(revalidating.rps, UNFILTERED_TODAY_RPS);
  return [
    bytesRow,
    fullRow,
    {
      key: 'list-unfiltered',
      row: 'unfiltered turf list, PostgreSQL: with If-None-Match',
      figure: `${formatThroughput(revalidating)} (${statusText(cachedRuns[0]!)})`,
      reference,
      ratio: cachedRatio,
      target: '≥ 10×, 304',
      met: verdict(atLeast(cachedRatio, 10), all304),
      data: { runs: cachedRuns },
    } satisfies BenchRow,
  ];
}
