import { connect, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from '../../shared/errors/error-catalogue';
import { useTestApp } from '../testing/test-app';

// The bound on a process's queue (docs/decisions/077): with MAX_REQUESTS_IN_FLIGHT API requests
// being worked on, the next is refused at once with a 503 the client may retry; the health
// check still answers, and a place frees as soon as its request's answer closes.

const t = useTestApp({ MAX_REQUESTS_IN_FLIGHT: '2' });
let port = 0;
const sockets: Socket[] = [];

beforeEach(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(() => {
  for (const socket of sockets) socket.destroy();
});

/** A login whose body never finishes arriving: in flight from its headers on, until it is closed. */
function stalledLogin(): Socket {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  socket.write(
    'POST /api/v1/user/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
      'Content-Length: 200\r\n\r\n{"email":',
  );
  sockets.push(socket);
  return socket;
}

const turfList = () => fetch(`http://127.0.0.1:${port}/api/v1/turf/getTurf`);

/** The list's answer once it has the status (the server sees a socket open or close a moment later). */
async function listAnswering(status: number) {
  let answer = await turfList();
  for (let tries = 0; answer.status !== status && tries < 150; tries += 1) {
    await sleep(20);
    answer = await turfList();
  }
  return answer;
}

describe('a process working on as many API requests as it may', () => {
  it('refuses the next with a 503 to retry, still answers its health, and serves again once a place frees', async () => {
    const first = stalledLogin();
    const second = stalledLogin();

    const busy = await listAnswering(503);
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('1');
    expect(await busy.json()).toEqual({
      success: false,
      code: 'server_busy',
      message: ERROR_CATALOGUE.server_busy.en,
    });
    const health = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
    expect(health.status).toBe(200);

    first.destroy();
    expect((await listAnswering(200)).status).toBe(200);
    second.destroy();
    // Answered requests give their place back: one after another, none is ever refused.
    await listAnswering(200);
    for (let i = 0; i < 6; i += 1) expect((await turfList()).status).toBe(200);
  });
});
