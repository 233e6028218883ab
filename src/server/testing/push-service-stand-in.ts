import { createRequire } from 'node:module';
import { createServer } from 'node:net';

// A push service on this machine for the push tests (docs/decisions/056): `web-push-testing`, a
// stand-in speaking the Web Push protocol (RFC 8030/8291, VAPID), which checks each message's
// signature against the key the device subscribed with, decrypts it, and answers 410 for a device
// it was told has unsubscribed. Started in-process on a free port.

const require = createRequire(import.meta.url);

interface StandInServer {
  startServer(): void;
  _server?: { close(done: () => void): void };
}
type ServerClass = new (model: unknown, port: number) => StandInServer;

export interface StandInDevice {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  clientHash: string;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export class PushServiceStandIn {
  private server: StandInServer | null = null;
  private base = '';

  async start() {
    const Server = require('web-push-testing/src/server.js') as ServerClass;
    const { PushApiModel } = require('web-push-testing/src/PushApiModel.js') as {
      PushApiModel: new () => unknown;
    };
    const port = await freePort();
    this.server = new Server(new PushApiModel(), port);
    this.server.startServer();
    this.base = `http://localhost:${port}`;
    for (let tries = 0; tries < 50; tries += 1) {
      const up = await fetch(`${this.base}/status`, { method: 'POST' }).catch(() => null);
      if (up?.ok) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('The push service stand-in did not start.');
  }

  async stop() {
    await new Promise<void>((resolve) =>
      this.server?._server ? this.server._server.close(resolve) : resolve(),
    );
  }

  private async post(path: string, body: object = {}) {
    const answer = await fetch(`${this.base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!answer.ok) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
    return answer.headers.get('content-type')?.includes('json') ? answer.json() : null;
  }

  /** A browser subscribing to the application server key: what PushSubscription.toJSON() gives. */
  async subscribe(applicationServerKey: string): Promise<StandInDevice> {
    const answer = (await this.post('/subscribe', { applicationServerKey })) as {
      data: StandInDevice;
    };
    return answer.data;
  }

  /** The messages the device received, decrypted. */
  async messagesOf(device: StandInDevice): Promise<string[]> {
    const answer = (await this.post('/get-notifications', { clientHash: device.clientHash })) as {
      data: { messages: string[] };
    };
    return answer.data.messages;
  }

  /** The device unsubscribed: the push service answers 410 from now on. */
  async expire(device: StandInDevice) {
    await this.post(`/expire-subscription/${device.clientHash}`);
  }
}
