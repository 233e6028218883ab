// Lighthouse (12.8, its default mobile preset: a Moto G Power-sized screen, simulated slow 4G and
// a 4× slower CPU) over pages of a running TurfBook, in Debian's Chromium. Used by
// `npm run lighthouse` (scripts/lighthouse.ts) and by the benchmark harness.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium';

/** The pages the issue measures; `{id}` stands for the first listed turf. */
export const DEFAULT_PAGES = ['/', '/turfs', '/turfs/{id}', '/login'];

/** One page's medians over its runs (scores 0–1, times in milliseconds). */
export interface LighthouseRow {
  page: string;
  url: string;
  runs: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  /** Scripts the page loaded, in KB as sent over the wire (compressed when served so). */
  scriptKb: number;
  /** Each run's performance score, in the order they ran. */
  performanceRuns: number[];
  /** Accessibility and best-practices audits that failed in any run (id: title). */
  failedAudits: string[];
}

export interface LighthouseOptions {
  /** The app's origin, e.g. http://127.0.0.1:8127 */
  baseUrl: string;
  /** Paths; `{id}` is replaced by the id of the first turf the API lists. */
  pages: string[];
  runs: number;
  /** When set, each run's full Lighthouse report is written here as JSON. */
  reportDir?: string;
  /** Called after each run (progress lines). */
  onRun?: (page: string, run: number, performance: number) => void;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

async function firstTurfId(baseUrl: string): Promise<string> {
  const response = await fetch(new URL('/api/v1/turf/getTurf', baseUrl));
  const body = (await response.json()) as { turfs?: { _id: string }[] };
  const id = body.turfs?.[0]?._id;
  if (!id) throw new Error(`No turf is listed at ${baseUrl}: load the demo data first.`);
  return id;
}

interface RunMetrics {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  scriptKb: number;
  failed: string[];
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
}

async function runOnce(url: string, port: number, reportFile?: string): Promise<RunMetrics> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  if (reportFile) writeFileSync(reportFile, JSON.stringify(lhr));
  const score = (id: string) => lhr.categories[id]?.score ?? Number.NaN;
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failed = ['accessibility', 'best-practices'].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
      .map((ref) => `${ref.id}: ${lhr.audits[ref.id]!.title}`),
  );
  const requests = (
    lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined
  )?.items;
  const scriptBytes = (requests ?? [])
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbtMs: value('total-blocking-time'),
    fcpMs: value('first-contentful-paint'),
    scriptKb: scriptBytes / 1024,
    failed,
  };
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is run again. */
async function runWithRetries(url: string, port: number, reportFile?: string) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(url, port, reportFile);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.warn(`  retrying ${url}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

/**
 * Runs Lighthouse `runs` times over each page (one Chromium for all, storage cleared before each
 * run, as Lighthouse does) and gives each page's medians.
 */
export async function runLighthouse(options: LighthouseOptions): Promise<LighthouseRow[]> {
  const { baseUrl, pages, runs } = options;
  if (options.reportDir) mkdirSync(options.reportDir, { recursive: true });
  const needsId = pages.some((page) => page.includes('{id}'));
  const turfId = needsId ? await firstTurfId(baseUrl) : '';
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
    logLevel: 'silent',
  });
  try {
    const rows: LighthouseRow[] = [];
    for (const page of pages) {
      const url = new URL(page.replace('{id}', turfId), baseUrl).href;
      const results: RunMetrics[] = [];
      for (let run = 1; run <= runs; run += 1) {
        const reportFile = options.reportDir
          ? join(options.reportDir, `${page.replace(/[^a-z0-9]+/gi, '_')}-${run}.json`)
          : undefined;
        const metrics = await runWithRetries(url, chrome.port, reportFile);
        results.push(metrics);
        options.onRun?.(page, run, metrics.performance);
      }
      const pick = (key: keyof Omit<RunMetrics, 'failed'>) =>
        median(results.map((result) => result[key]));
      rows.push({
        page,
        url,
        runs,
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        lcpMs: pick('lcpMs'),
        cls: pick('cls'),
        tbtMs: pick('tbtMs'),
        fcpMs: pick('fcpMs'),
        scriptKb: pick('scriptKb'),
        performanceRuns: results.map((result) => result.performance),
        failedAudits: [...new Set(results.flatMap((result) => result.failed))],
      });
    }
    return rows;
  } finally {
    chrome.kill();
  }
}

/** The rows as an aligned text table. */
export function formatRows(rows: readonly LighthouseRow[]): string {
  const header = [
    'page',
    'perf',
    'a11y',
    'best',
    'LCP ms',
    'CLS',
    'TBT ms',
    'FCP ms',
    'JS KB',
    'perf runs',
  ];
  const lines = rows.map((row) => [
    row.page,
    row.performance.toFixed(2),
    row.accessibility.toFixed(2),
    row.bestPractices.toFixed(2),
    Math.round(row.lcpMs).toString(),
    row.cls.toFixed(3),
    Math.round(row.tbtMs).toString(),
    Math.round(row.fcpMs).toString(),
    row.scriptKb.toFixed(1),
    row.performanceRuns.map((score) => score.toFixed(2)).join(' '),
  ]);
  const table = [header, ...lines];
  const widths = header.map((_, column) => Math.max(...table.map((line) => line[column]!.length)));
  const text = table.map((line) => line.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
  const failures = rows
    .filter((row) => row.failedAudits.length > 0)
    .map((row) => `${row.page} failed: ${row.failedAudits.join('; ')}`);
  return [...text, ...failures].join('\n');
}
