import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { accountCpu, cpuLine, cpuRow, medianCpu, type CpuPerBooking } from './cpu-account';

/** Spins until this process has used `ms` more of CPU (not wall time: the machine may be busy). */
const burn = (ms: number) => {
  const start = process.cpuUsage();
  const used = () => {
    const { user, system } = process.cpuUsage(start);
    return (user + system) / 1000;
  };
  while (used() < ms) {
    // Spin.
  }
};

describe('accountCpu', () => {
  // What is checked is where CPU is charged, not how fast it is used: the bounds hold on a busy
  // machine (load stretches wall time, not the CPU a spin needs), and the timeout only stops a
  // hang (decision 042).
  it(
    "charges this process's spinning to the driver and a busy child's to the server",
    { timeout: 300_000 },
    async () => {
      // The child spins for 300 ms of its own CPU, says so and idles (an exited process has no
      // /proc entry left to read); this process spins 800 ms meanwhile.
      const child = spawn(process.execPath, [
        '-e',
        'const t=process.cpuUsage();const used=()=>{const u=process.cpuUsage(t);return u.user+u.system};while(used()<300000){};console.log("spun");setInterval(()=>{},1000)',
      ]);
      const spun = new Promise((resolve) => child.stdout.once('data', resolve));
      const { result, cpu } = await accountCpu(
        child.pid!,
        async () => {
          burn(800);
          await spun;
          return 4;
        },
        (bookings) => bookings,
      ).finally(() => child.kill());
      expect(result).toBe(4);
      // Per booking (4 of them): the child's 300 ms is at least 75 ms each (/proc counts in 10 ms
      // ticks; node's own start-up adds to it), the driver's 800 ms at least 200 ms each.
      expect(cpu.server).toBeGreaterThanOrEqual(70);
      expect(cpu.driver).toBeGreaterThanOrEqual(195);
      // Had the driver's spinning been charged to the server, the server would carry 200 ms more.
      expect(cpu.server).toBeLessThan(cpu.driver);
      expect(cpu.machineBusy).toBeGreaterThan(0);
      expect(cpu.machineBusy).toBeLessThanOrEqual(1);
    },
  );
});

const sample = (server: number, postgres: number): CpuPerBooking => ({
  server,
  postgres,
  driver: 0.5,
  other: 0.25,
  machineBusy: 0.8,
});

describe('the CPU row', () => {
  it('takes each part’s median and prints the parts with their sum', () => {
    const mid = medianCpu([sample(3, 2), sample(1, 4), sample(2, 3)]);
    expect(mid).toEqual(sample(2, 3));
    expect(cpuLine(mid, 'app')).toBe(
      'app 2.00 + PostgreSQL 3.00 + driver 0.50 + other 0.25 = 5.75 ms; machine 80% busy',
    );
  });

  it("sets the reference's total over the app's and the budget 500/s leaves", () => {
    const row = cpuRow([sample(3, 2.5)], [sample(0.5, 0.75)], [sample(1, 1.25)]);
    expect(row.ratio).toBeCloseTo(2 / 6.25);
    expect(row.met).toBe('n-a');
    const budget = (availableParallelism() * 1000) / 500;
    expect(row.target).toContain(`leaves ${budget.toFixed(1)} ms per booking`);
  });
});
