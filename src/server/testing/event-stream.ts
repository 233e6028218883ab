import { get } from 'node:http';

// Reads a Server-Sent Events answer as a test would watch it: every event with its name and data,
// and a way to wait for the next one that matches (or to see that none came). Or just tries to
// open one, to count open streams (attemptEventStream).

export interface StreamEvent {
  event: string;
  data: unknown;
}

export interface EventStreamReader {
  status: number;
  contentType: string | null;
  events: StreamEvent[];
  /** The first event (seen or to come) after `from` that matches; rejects after `timeoutMs`. */
  next(
    match: (event: StreamEvent) => boolean,
    timeoutMs?: number,
    from?: number,
  ): Promise<StreamEvent>;
  close(): void;
}

export async function openEventStream(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const events: StreamEvent[] = [];
  const waiters = new Set<() => void>();
  void (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const name = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (name && data !== undefined) events.push({ event: name, data: JSON.parse(data) });
          for (const wake of waiters) wake();
        }
      }
    } catch {
      // Aborted by close().
    }
  })();

  const reader: EventStreamReader = {
    status: response.status,
    contentType: response.headers.get('content-type'),
    events,
    next(match, timeoutMs = 3000, from = 0) {
      return new Promise((resolve, reject) => {
        const look = () => {
          const found = events.slice(from).find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const check = () => void look();
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event in ${timeoutMs} ms; saw ${JSON.stringify(events)}`));
        }, timeoutMs);
        waiters.add(check);
        look();
      });
    },
    close: () => controller.abort(),
  };
  return reader;
}

export interface StreamAttempt {
  status: number;
  /** A refusal's JSON body; null for a stream. */
  body: unknown;
  /** Settles at the stream's first event (its `ready`); at once for a refusal. */
  opened: Promise<void>;
  /** Settles when the answer ends, whoever ended it. */
  ended: Promise<void>;
  close(): void;
}

/**
 * Asks for an event stream on a connection of its own (node:http, no pool), for counting open
 * streams: close() ends exactly that connection, where fetch's pool may open another in its place.
 */
export function attemptEventStream(
  url: string,
  headers: Record<string, string> = {},
): Promise<StreamAttempt> {
  return new Promise((resolve, reject) => {
    const request = get(url, { headers, agent: false }, (response) => {
      const ended = new Promise<void>((done) => response.once('close', done));
      const chunks: Buffer[] = [];
      let opened: () => void = () => {};
      const first = new Promise<void>((done) => (opened = done));
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        if (Buffer.concat(chunks).includes('event: ')) opened();
      });
      const close = () => request.destroy();
      if (response.statusCode === 200)
        return resolve({ status: 200, body: null, opened: first, ended, close });
      response.once('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown,
          opened: Promise.resolve(),
          ended,
          close,
        }),
      );
    });
    request.once('error', reject);
  });
}
