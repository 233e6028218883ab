// What the throughput rows share: runs of the app and its reference, round by round, and the
// table line they make.
import { allAnswered, loadRun, warmUp, type LoadOptions, type LoadRun } from './load';
import { formatRatio, formatThroughput, type BenchRow } from './report';
import { pairedVerdict, summarizePaired, type PairedRound } from './stats';

/** What a browser sends. */
export const BROWSER_ENCODINGS = 'gzip, deflate, br';

export interface RunSettings extends LoadOptions {
  rounds: number;
  log: (line: string) => void;
}

export function statusText(run: LoadRun): string {
  return Object.entries(run.statuses)
    .map(([code, count]) => `${count}× ${code}`)
    .join(', ');
}

/** Rounds of the app's URL and the reference's, alternating which goes first. */
export async function pairedRounds(appUrl: string, referenceUrl: string, settings: RunSettings) {
  await warmUp(referenceUrl, settings);
  await warmUp(appUrl, settings);
  const rounds: PairedRound[] = [];
  const runs: LoadRun[] = [];
  for (let round = 0; round < settings.rounds; round += 1) {
    let app: LoadRun;
    let reference: LoadRun;
    if (round % 2 === 0) {
      reference = await loadRun(referenceUrl, settings);
      app = await loadRun(appUrl, settings);
    } else {
      app = await loadRun(appUrl, settings);
      reference = await loadRun(referenceUrl, settings);
    }
    settings.log(
      `  round ${round + 1}: app ${formatThroughput(app)} | reference ${formatThroughput(reference)}`,
    );
    rounds.push({ app, reference });
    runs.push(app);
  }
  const failed = runs.find((run) => !allAnswered(run));
  return { summary: summarizePaired(rounds), failed };
}

export function pairedRow(
  base: Pick<BenchRow, 'key' | 'row' | 'target'>,
  referenceName: string,
  outcome: Awaited<ReturnType<typeof pairedRounds>>,
  target: { minRatio: number; maxP99Ratio: number },
  extra: { note?: string; data?: Record<string, unknown> } = {},
): BenchRow {
  const { summary, failed } = outcome;
  const notes = [extra.note, failed && `the app answered ${statusText(failed)}`].filter(Boolean);
  return {
    ...base,
    figure: `${formatThroughput(summary.app)}; p99 ${formatRatio(summary.p99Ratio)} the reference's`,
    reference: `${referenceName}: ${formatThroughput(summary.reference)}`,
    ratio: summary.ratio,
    met: failed ? 'no' : pairedVerdict(summary, target),
    ...(notes.length > 0 ? { note: notes.join('; ') } : {}),
    data: { ...summary, ...extra.data },
  };
}
