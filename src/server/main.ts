import { resolve } from 'node:path';
import { buildApp } from './app';
import { createAppContext } from './app-context';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { loggerOptions, safeForLog } from './http/logging';
import { startMailWorker } from './mail/worker';
import { deliverByChannels } from './notifications/channel-delivery';
import { runStartupWrites } from './startup';
import { startHousekeeping } from './system/housekeeping';
import { createTestClock } from './system/test-clock';
import { loadTraceLinks } from './telemetry/trace-links';

const DRAIN_LIMIT_MS = 10_000;
/**
 * How long requests under way get before the connections still open are cut: server.close()
 * waits for every connection, and a spare one that never sent a request (clients and browsers
 * open them ahead) would otherwise hold it until the drain limit.
 */
const REQUEST_GRACE_MS = 4_000;

async function main() {
  const config = loadConfig();
  // Traces were started, or not, by the preload (telemetry/start-tracing.ts, docs/decisions/071).
  const traceLinks = await loadTraceLinks(config.tracing);
  const database = await openDatabase(config);
  const testClock = config.testClock ? createTestClock() : null;
  const context = createAppContext(
    config,
    database.db,
    testClock?.now,
    database.listen,
    database.connections,
  );

  const { demoLoaded } = await runStartupWrites(database.db, config);
  if (demoLoaded) console.info('Loaded demo data (accounts are listed in the README).');

  const app = await buildApp(context, {
    logger: loggerOptions(config.logLevel, undefined, traceLinks?.logFields),
    ...(config.webDistDir ? { webRoot: resolve(config.webDistDir) } : {}),
    testClock,
  });
  const { db, now, payments, rateCounter, mailer, invoicing, purposes, metrics } = context;
  const stopHousekeeping = startHousekeeping(
    {
      ...{ db, now, payments, rateCounter, invoicing, purposes, metrics },
      ...{ config: context.config, payoutRail: context.payoutRail },
    },
    database,
  );
  // Every message of the outbox goes by the channels its person chose (docs/decisions/057).
  const { pushSender, whatsappSender } = context;
  const deliver = deliverByChannels({
    ...{ db, now, mailer, pushSender, whatsappSender, config },
    metrics,
  });
  const stopMailWorker = startMailWorker({ db, now, mailer, config, deliver, metrics });
  // SIGTERM: answer not-ready, stop taking connections, let requests under way finish (bounded),
  // then close the pool. A second signal, or the bound, ends it at once.
  const shutdown = async () => {
    context.lifecycle.draining = true;
    setTimeout(() => process.exit(1), DRAIN_LIMIT_MS).unref();
    // Each lets the work under way finish (for mail: the message being sent; the queue keeps
    // the rest for the next start).
    await Promise.all([stopHousekeeping(), stopMailWorker()]);
    const cutSpares = setTimeout(() => app.server.closeAllConnections(), REQUEST_GRACE_MS);
    await app.close();
    clearTimeout(cutSpares);
    await context.availability.close();
    await context.rateCounter.close();
    context.mailer.close();
    await database.close();
    await traceLinks?.flush();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  await app.listen({ port: config.port, host: config.host });
  const { port } = app.server.address() as { port: number };
  const where = database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL';
  console.info(`Turf marketplace is running at http://localhost:${port} (database: ${where})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', safeForLog(error));
  }
  process.exit(1);
});
