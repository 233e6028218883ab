// Answers kept in memory while the data they were made from is unchanged. The database names
// the data's current version (a row that triggers bump on every change, docs/decisions/015);
// each request reads it, so a change made by any process, or straight in SQL, is seen by the
// next request. The version reads are shared: one round trip serves every request that arrived
// before it was sent, however many are waiting.

/**
 * `read`, shared between callers: a caller always gets a read that was sent after it called
 * (never one already under way, which may miss a change committed just before the call). The
 * next read goes out once the one under way is back and the requests that came in meanwhile
 * were heard (setImmediate), so a burst of requests shares one read; with PGlite, whose queries
 * hold the event loop, that is what keeps reads from taking turns with requests one by one.
 */
export function sharedFreshRead<T>(read: () => Promise<T>): () => Promise<T> {
  let underWay: Promise<unknown> | null = null;
  let next: Promise<T> | null = null;
  const schedule = () =>
    new Promise<T>((resolve, reject) => {
      const send = () => {
        next = null;
        const sent = read();
        underWay = sent;
        const done = () => {
          if (underWay === sent) underWay = null;
        };
        sent.then(done, done);
        sent.then(resolve, reject);
      };
      const sendSoon = () => setImmediate(send);
      if (underWay) underWay.then(sendSoon, sendSoon);
      else sendSoon();
    });
  return () => (next ??= schedule());
}

interface Entry<V> {
  version: string;
  value: V;
}

/**
 * Values by key, each valid for one data version, at most `maxEntries` of them and `maxBytes`
 * in all (least recently used go first). Concurrent misses of one key and version share one
 * build.
 */
export class VersionedCache<V extends { size: number }> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly building = new Map<string, { version: string; value: Promise<V> }>();
  private bytes = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes: number,
  ) {}

  async get(key: string, version: string, build: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit?.version === version) {
      // Most recently used goes last.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value;
    }
    const pending = this.building.get(key);
    if (pending?.version === version) return pending.value;
    const value = build();
    this.building.set(key, { version, value });
    try {
      const built = await value;
      this.store(key, { version, value: built });
      return built;
    } finally {
      if (this.building.get(key)?.value === value) this.building.delete(key);
    }
  }

  private store(key: string, entry: Entry<V>) {
    this.remove(key);
    if (entry.value.size > this.maxBytes) return;
    this.entries.set(key, entry);
    this.bytes += entry.value.size;
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.remove(oldest);
    }
  }

  private remove(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.value.size;
  }
}
