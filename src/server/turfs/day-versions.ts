import { sharedFreshRead } from '../http/answer-cache';

// Which days' availability may have changed since an answer was made, as a version per day kept
// in this process: every change the availability feed hears (migration 0010's notice, sent at
// commit to every process) moves its day's version, and a feed that may have missed notices
// moves them all. Before a version is read, the feed catches up (one round trip on its listening
// connection, shared by every request waiting), so a change committed before the request, in
// any process, has moved it: a slot search's answer kept under its day's version is exact.

/** The availability feed as seen from here (bookings/availability-feed.ts). */
export interface AvailabilityChanges {
  readonly hearsChanges: boolean;
  watchAll(listener: (change: { date: string } | null) => void): Promise<() => void>;
  caughtUp(): Promise<void>;
}

export class DayVersions {
  private readonly byDay = new Map<string, number>();
  private everything = 0;
  private watching: Promise<boolean> | null = null;
  private readonly catchUp: () => Promise<void>;

  constructor(private readonly changes: AvailabilityChanges | null) {
    this.catchUp = sharedFreshRead(() => changes!.caughtUp());
  }

  /**
   * The day's version, or null while changes cannot be heard (not yet, or not at all): then
   * nothing may be kept. Read it before reading the data an answer is made of.
   */
  async versionOf(day: string): Promise<string | null> {
    if (!(await this.watch())) return null;
    try {
      await this.catchUp();
    } catch {
      return null;
    }
    return `${this.everything}.${this.byDay.get(day) ?? 0}`;
  }

  private watch(): Promise<boolean> {
    if (!this.changes?.hearsChanges) return Promise.resolve(false);
    this.watching ??= this.changes
      .watchAll((change) => {
        if (change) this.byDay.set(change.date, (this.byDay.get(change.date) ?? 0) + 1);
        else this.everything += 1;
      })
      .then(
        () => true,
        (error: unknown) => {
          // Try again with the next search; until then nothing is kept.
          this.watching = null;
          console.error('The slot search cannot hear availability changes:', error);
          return false;
        },
      );
    return this.watching;
  }
}
