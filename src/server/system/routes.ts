import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { publicConfigSchema, type PublicConfig } from '../../shared/api/common-contract';
import {
  healthAnswerSchema,
  liveAnswerSchema,
  notReadyAnswerSchema,
  readyAnswerSchema,
} from '../../shared/api/system-contract';
import { CURRENCY } from '../../shared/catalog';
import type { AppConfig } from '../config';
import type { Db } from '../db/database';

/** The settings the browser is told of, and nothing else of the configuration. */
type BrowserSettings = Pick<AppConfig, 'payment' | 'images' | 'venueTimeZone' | 'map'>;

/** Only this allow-listed part of the configuration ever reaches the browser. */
export function publicConfig(config: BrowserSettings): PublicConfig {
  const { payment, images, venueTimeZone, map } = config;
  return {
    currency: CURRENCY,
    venueTimeZone,
    map: { styleUrl: map.styleUrl },
    payment:
      payment.provider === 'razorpay'
        ? {
            provider: 'razorpay',
            publishableKey: payment.razorpayKeyId,
            checkoutUrl: payment.razorpayCheckoutUrl,
          }
        : {
            provider: payment.provider,
            publishableKey: payment.provider === 'stripe' ? payment.stripePublishableKey : null,
          },
    images:
      images.provider === 'cloudinary'
        ? {
            provider: 'cloudinary',
            uploadUrl: `https://api.cloudinary.com/v1_1/${images.cloudinaryCloudName}/image/upload`,
            cloudName: images.cloudinaryCloudName,
            uploadPreset: images.cloudinaryUploadPreset,
          }
        : {
            provider: 'local',
            uploadUrl: '/api/v1/uploads/image',
            cloudName: null,
            uploadPreset: null,
          },
  };
}

export function systemRoutes(context: { db: Db; config: BrowserSettings }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/config',
      {
        schema: {
          tags: ['system'],
          summary: 'Runtime settings for the web client',
          response: { 200: publicConfigSchema },
        },
      },
      async () => publicConfig(context.config),
    );

    app.get(
      '/health',
      {
        schema: {
          tags: ['system'],
          summary: 'Liveness and database reachability',
          response: { 200: healthAnswerSchema },
        },
      },
      async () => {
        await context.db.execute(sql`select 1`);
        return { success: true as const, database: 'ok' as const };
      },
    );
  };
}

/**
 * For a load balancer, at the root: live while the process runs; ready while it can serve (the
 * database answers, migrations ran before it listened) and is not draining.
 */
export function healthRoutes(context: {
  db: Db;
  /** Set once the process was asked to stop: it answers not-ready so the balancer drains it. */
  lifecycle: { readonly draining: boolean };
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health/live',
      {
        schema: {
          tags: ['system'],
          summary: 'The process is up',
          response: { 200: liveAnswerSchema },
        },
      },
      async () => ({ status: 'live' as const }),
    );

    app.get(
      '/health/ready',
      {
        schema: {
          tags: ['system'],
          summary: 'The process can take requests: database reachable, not draining',
          response: {
            200: readyAnswerSchema,
            503: notReadyAnswerSchema,
          },
        },
      },
      async (_request, reply) => {
        if (context.lifecycle.draining)
          return reply.status(503).send({ status: 'draining' as const });
        try {
          await context.db.execute(sql`select 1`);
        } catch {
          return reply.status(503).send({ status: 'database unreachable' as const });
        }
        return { status: 'ready' as const };
      },
    );
  };
}
