import type { App } from '../app';
import type { JobTiming, MessageCounts, MoneyCounts } from '../metrics/metrics';

// The metrics as tests meet them (docs/decisions/069): counts that go nowhere, for a context a
// test builds by hand, and a scrape read back as numbers.

/** Counts nothing, times nothing: for contexts built outside an app. */
export const uncounted: MoneyCounts & MessageCounts & JobTiming = {
  payment() {},
  moneyBack() {},
  holdsPlaced() {},
  message() {},
  job: (_name, work) => work(),
};

export const METRICS_TOKEN = 'test-metrics-token-0123456789';

export function scrape(app: App, authorization: string | null = `Bearer ${METRICS_TOKEN}`) {
  return app.inject({
    method: 'GET',
    url: '/metrics',
    headers: authorization === null ? {} : { authorization },
  });
}

/** One sample of the text exposition: its name, its labels, its value. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a text exposition (no label value here holds a comma or an escaped quote). */
export function samplesOf(exposition: string): Sample[] {
  return exposition
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`Not a sample: ${line}`);
      const labels = Object.fromEntries(
        (match[2] ? match[2].split(',') : []).map((pair) => {
          const [key, quoted] = pair.split('=') as [string, string];
          return [key, quoted.slice(1, -1)];
        }),
      );
      return { name: match[1]!, labels, value: Number(match[3]) };
    });
}

/** The value of the sample with this name and exactly these labels, or undefined. */
export function valueOf(
  samples: readonly Sample[],
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const wanted = Object.entries(labels);
  return samples.find(
    (sample) =>
      sample.name === name &&
      Object.keys(sample.labels).length === wanted.length &&
      wanted.every(([key, value]) => sample.labels[key] === value),
  )?.value;
}
