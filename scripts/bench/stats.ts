// The arithmetic of the benchmark, pure: medians of rounds, ratios to the reference measured in
// the same round, and whether a figure meets its target. Numbers are reported, never asserted.

/** One load run: requests per second and latencies in milliseconds. */
export interface Throughput {
  rps: number;
  p50: number;
  p99: number;
}

/** One round: the route under test and its reference, measured one right after the other. */
export interface PairedRound {
  app: Throughput;
  reference: Throughput;
}

export interface PairedSummary {
  /** Each field the median over the rounds. */
  app: Throughput;
  reference: Throughput;
  /** Median over the rounds of app rps ÷ reference rps (each round's own reference). */
  ratio: number;
  /** Median over the rounds of app p99 ÷ reference p99. */
  p99Ratio: number;
  rounds: PairedRound[];
}

export type Verdict = 'yes' | 'no' | 'n-a';

export function median(values: readonly number[]): number {
  const finite = values.filter((value) => Number.isFinite(value));
  if (finite.length === 0) return Number.NaN;
  const sorted = [...finite].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The q-quantile (0–1) of some samples, nearest rank. */
export function percentile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil(q * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))]!;
}

/** a ÷ b, or NaN when it means nothing (no reference). */
export function ratio(value: number, reference: number): number {
  if (!Number.isFinite(value) || !Number.isFinite(reference) || reference <= 0) return Number.NaN;
  return value / reference;
}

/**
 * Latency ratios: a reference p99 below the timer's resolution would make any ratio huge, so
 * both sides are floored at `resolutionMs` first.
 */
export function latencyRatio(value: number, reference: number, resolutionMs = 1): number {
  return ratio(Math.max(value, resolutionMs), Math.max(reference, resolutionMs));
}

export function medianOfRuns(runs: readonly Throughput[]): Throughput {
  return {
    rps: median(runs.map((run) => run.rps)),
    p50: median(runs.map((run) => run.p50)),
    p99: median(runs.map((run) => run.p99)),
  };
}

export function summarizePaired(rounds: readonly PairedRound[]): PairedSummary {
  return {
    app: medianOfRuns(rounds.map((round) => round.app)),
    reference: medianOfRuns(rounds.map((round) => round.reference)),
    ratio: median(rounds.map((round) => ratio(round.app.rps, round.reference.rps))),
    p99Ratio: median(rounds.map((round) => latencyRatio(round.app.p99, round.reference.p99))),
    rounds: [...rounds],
  };
}

/** value ≥ limit; null when the value was not measured. */
export function atLeast(value: number | null | undefined, limit: number): boolean | null {
  return value === null || value === undefined || Number.isNaN(value) ? null : value >= limit;
}

/** value ≤ limit; null when the value was not measured. */
export function atMost(value: number | null | undefined, limit: number): boolean | null {
  return value === null || value === undefined || Number.isNaN(value) ? null : value <= limit;
}

/** Every check must hold: any false is 'no', else anything unmeasured is 'n-a', else 'yes'. */
export function verdict(...checks: (boolean | null)[]): Verdict {
  if (checks.length === 0) return 'n-a';
  if (checks.some((check) => check === false)) return 'no';
  if (checks.some((check) => check === null)) return 'n-a';
  return 'yes';
}

/** The verdict of a throughput row: rps ratio ≥ minRatio and p99 ratio ≤ maxP99Ratio. */
export function pairedVerdict(
  summary: Pick<PairedSummary, 'ratio' | 'p99Ratio'>,
  target: { minRatio: number; maxP99Ratio: number },
): Verdict {
  return verdict(
    atLeast(summary.ratio, target.minRatio),
    atMost(summary.p99Ratio, target.maxP99Ratio),
  );
}
