// What a server process costs, from /proc (Linux): CPU time (user + system) and resident memory.
// The bench starts servers through tsx's CLI, which runs the server in a child node process, so
// the process that serves is a descendant of the pid the bench holds.
import { existsSync, readFileSync, readdirSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat and /proc/stat (getconf CLK_TCK: 100 on Linux). */
export const TICKS_PER_SECOND = 100;

function childrenOf(pid: number): number[] {
  const dir = `/proc/${pid}/task`;
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((task) => {
    try {
      return readFileSync(`${dir}/${task}/children`, 'utf8')
        .split(/\s+/)
        .filter(Boolean)
        .map(Number);
    } catch {
      return [];
    }
  });
}

/**
 * The process that does the work: of the pid and its descendants (tsx's CLI, the node process
 * running the server, esbuild's service), the one with the most resident memory.
 */
export function servingPid(pid: number): number {
  const all: number[] = [];
  const visit = (current: number, depth: number) => {
    all.push(current);
    if (depth < 4) for (const child of childrenOf(current)) visit(child, depth + 1);
  };
  visit(pid, 0);
  const rss = (candidate: number) => {
    try {
      return rssMiB(candidate);
    } catch {
      return 0;
    }
  };
  return all.reduce((best, candidate) => (rss(candidate) > rss(best) ? candidate : best), pid);
}

/** User + system CPU time the process has used, in milliseconds. */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name is in parentheses and may hold spaces: fields count from after it.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  return ((utime + stime) * 1000) / TICKS_PER_SECOND;
}

/** Resident memory in MiB (VmRSS). */
export function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

/** CPU used over `ms` of waiting, as a share of one core (0.05 = 5%). */
export async function cpuShareOver(pid: number, ms: number): Promise<number> {
  const before = cpuMs(pid);
  const started = performance.now();
  await new Promise((resolve) => setTimeout(resolve, ms));
  return (cpuMs(pid) - before) / (performance.now() - started);
}
