import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../shared/api/common-contract';

// A server clock a browser journey can move (docs/decisions/046): with TEST_CLOCK=on the
// server's "now" is the wall clock plus an offset, set by PUT /api/v1/test-clock. Only test runs
// turn it on; the configuration refuses it in production. Time keeps running after a move, so
// holds still expire and sessions still age.

export interface TestClock {
  now: () => Date;
  /** Makes now() answer `at` from this instant on (time runs on); null goes back to the wall clock. */
  moveTo: (at: Date | null) => void;
}

export function createTestClock(wallClock: () => number = Date.now): TestClock {
  let offsetMs = 0;
  return {
    now: () => new Date(wallClock() + offsetMs),
    moveTo: (at) => {
      offsetMs = at ? at.getTime() - wallClock() : 0;
    },
  };
}

const moveBodySchema = z.object({
  /** An instant with its zone ('2030-05-12T18:10:00+05:30'), or null for the wall clock. */
  at: z.iso
    .datetime({ offset: true, error: 'at is an ISO instant with its offset, or null.' })
    .nullable(),
});

const clockAnswerSchema = z.object({ success: z.literal(true), now: z.string() });

export function testClockRoutes(clock: TestClock): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/test-clock',
      {
        schema: {
          tags: ['test'],
          summary: "The server's now (test runs only)",
          response: { 200: clockAnswerSchema },
        },
      },
      async () => ({ success: true as const, now: clock.now().toISOString() }),
    );
    app.put(
      '/test-clock',
      {
        schema: {
          tags: ['test'],
          summary: "Move the server's clock (TEST_CLOCK=on only): time runs on from `at`",
          body: moveBodySchema,
          response: { 200: clockAnswerSchema, 400: errorSchema },
        },
      },
      async (request) => {
        clock.moveTo(request.body.at === null ? null : new Date(request.body.at));
        return { success: true as const, now: clock.now().toISOString() };
      },
    );
  };
}
