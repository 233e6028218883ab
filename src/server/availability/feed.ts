import type { Database, Listening } from '../db/database';

// Which turfs' slots just changed, for the live grids. Migration 0010's trigger sends
// "<turf id> <day>" on the channel 'turf_availability' when a booking row starts or stops taking
// its slot, at commit; every server process on the database hears it (PGlite: this process).
// One LISTEN per process, opened when the first grid subscribes, fans out to that turf's grids.

export const AVAILABILITY_CHANNEL = 'turf_availability';

export interface AvailabilityChange {
  turfId: string;
  date: string;
}

/** A grid's listener: a change of its turf, or null when changes may have been missed. */
export type AvailabilityListener = (change: AvailabilityChange | null) => void;

export class AvailabilityFeed {
  private readonly byTurf = new Map<string, Set<AvailabilityListener>>();
  private listening: Promise<Listening> | null = null;

  constructor(private readonly listen: Database['listen'] | null) {}

  /** Starts telling `listener` of the turf's changes (once listening); answers how to stop. */
  async subscribe(turfId: string, listener: AvailabilityListener): Promise<() => void> {
    let listeners = this.byTurf.get(turfId);
    if (!listeners) this.byTurf.set(turfId, (listeners = new Set()));
    listeners.add(listener);
    try {
      await this.startListening();
    } catch (error) {
      this.unsubscribe(turfId, listener);
      throw error;
    }
    return () => this.unsubscribe(turfId, listener);
  }

  /** How many grids are listening now (the benchmark's and the tests' view). */
  get subscriberCount(): number {
    let count = 0;
    for (const listeners of this.byTurf.values()) count += listeners.size;
    return count;
  }

  async close(): Promise<void> {
    const listening = this.listening;
    this.listening = null;
    this.byTurf.clear();
    if (listening) await (await listening.catch(() => null))?.stop();
  }

  private unsubscribe(turfId: string, listener: AvailabilityListener) {
    const listeners = this.byTurf.get(turfId);
    listeners?.delete(listener);
    if (listeners?.size === 0) this.byTurf.delete(turfId);
  }

  private startListening(): Promise<Listening | null> {
    if (!this.listen) return Promise.resolve(null);
    this.listening ??= this.listen(
      AVAILABILITY_CHANNEL,
      (payload) => this.deliver(payload),
      () => this.tellEveryoneToCatchUp(),
    ).catch((error: unknown) => {
      this.listening = null;
      throw error;
    });
    return this.listening;
  }

  private deliver(payload: string) {
    const [turfId, date] = payload.split(' ');
    if (!turfId || !date) return;
    for (const listener of this.byTurf.get(turfId) ?? []) listener({ turfId, date });
  }

  private tellEveryoneToCatchUp() {
    for (const listeners of this.byTurf.values()) for (const listener of listeners) listener(null);
  }
}
