import { errorSentence } from '../../shared/errors/error-sentence';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { HttpError } from './errors';
import { ERROR_CATALOGUE } from '../../shared/errors/error-catalogue';

// Live-update streams (Server-Sent Events) hold a connection each for as long as a page is open.
// One limiter per process caps them per client address (request.ip: the socket's address, or
// X-Forwarded-For's with TRUST_PROXY) and for the whole process, counted in memory: a stream
// lives in one process, so its place does too. A route opts in with `config: { liveStream: true }`
// and the limiter admits it before anything else runs, and frees the place when its answer
// closes, whatever ended it (an error answer, the client leaving, the server ending it).

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An answer that stays open to push updates: counted by the live-stream limiter. */
    liveStream?: boolean;
  }
  interface FastifyInstance {
    /** The app's one live-stream limiter (its count is the tests' view). */
    liveStreams: LiveStreamLimiter;
  }
}

export type LiveStreamLimits = AppConfig['liveStreams'];

export const tooManyFromAddress = (perAddress: number) =>
  errorSentence('live_updates_per_address', { limit: perAddress });
export const TOO_MANY_ON_SERVER = ERROR_CATALOGUE.live_updates_on_server.en;

export class LiveStreamLimiter {
  private readonly byAddress = new Map<string, number>();
  private open = 0;

  constructor(private readonly limits: LiveStreamLimits) {}

  /** Takes a place for a stream from `address`, or refuses with 429; answers how to free it. */
  admit(address: string): () => void {
    const fromAddress = this.byAddress.get(address) ?? 0;
    if (fromAddress >= this.limits.perAddress)
      throw HttpError.templated(429, 'live_updates_per_address', {
        limit: this.limits.perAddress,
      });
    if (this.open >= this.limits.perProcess) throw new HttpError(429, 'live_updates_on_server');
    this.byAddress.set(address, fromAddress + 1);
    this.open += 1;
    let freed = false;
    return () => {
      if (freed) return;
      freed = true;
      this.open -= 1;
      const left = (this.byAddress.get(address) ?? 1) - 1;
      if (left === 0) this.byAddress.delete(address);
      else this.byAddress.set(address, left);
    };
  }

  /** Streams open now, in this process. */
  get openCount(): number {
    return this.open;
  }
}

/** Counts every live-stream route's answers against one limiter for the whole app. */
export function installLiveStreamLimits(app: FastifyInstance, limits: LiveStreamLimits) {
  const limiter = new LiveStreamLimiter(limits);
  app.decorate('liveStreams', limiter);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.routeOptions.config.liveStream) return;
    const free = limiter.admit(request.ip);
    reply.raw.once('close', free);
  });
}
