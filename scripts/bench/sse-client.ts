// A bare Server-Sent Events listener for the stream rows: one socket each (node:http, no agent),
// the blocks split on blank lines, `ready` and `changed` noted with the moment they arrived.
import http from 'node:http';

export interface StreamEvent {
  listener: number;
  name: string;
  data: Record<string, unknown>;
  /** performance.now() when the block was read. */
  at: number;
}

export interface OpenStream {
  /** Resolves at the first `event: ready` (rejects on an answer other than 200). */
  ready: Promise<void>;
  close: () => void;
}

/** Opens `url`, passing each event to `onEvent`. */
export function openStream(
  url: string,
  listener: number,
  onEvent: (event: StreamEvent) => void,
): OpenStream {
  let markReady: () => void = () => {};
  let fail: (error: Error) => void = () => {};
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve;
    fail = reject;
  });
  const request = http.get(url, { agent: false, headers: { accept: 'text/event-stream' } });
  request.on('response', (response) => {
    if (response.statusCode !== 200) {
      fail(new Error(`stream answered ${response.statusCode}`));
      response.resume();
      return;
    }
    response.setEncoding('utf8');
    let buffer = '';
    response.on('data', (chunk: string) => {
      const at = performance.now();
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        let name = 'message';
        let data = '';
        for (const line of block.split('\n')) {
          if (line.startsWith('event:')) name = line.slice(6).trim();
          else if (line.startsWith('data:')) data += line.slice(5).trim();
        }
        if (!data) continue; // retry: and keep-alive comments
        if (name === 'ready') markReady();
        onEvent({ listener, name, data: JSON.parse(data) as Record<string, unknown>, at });
      }
    });
    response.on('error', () => {});
  });
  request.on('error', (error) => fail(error));
  return { ready, close: () => request.destroy() };
}
