// Reads a Server-Sent Events answer as a test would watch it: every event with its name and data,
// and a way to wait for the next one that matches (or to see that none came).

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
