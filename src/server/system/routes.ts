import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { publicConfigSchema, type PublicConfig } from '../../shared/api/common-contract';
import { CURRENCY } from '../../shared/catalog';
import type { AppContext } from '../app-context';

/** Only this allow-listed part of the configuration ever reaches the browser. */
export function publicConfig(context: AppContext): PublicConfig {
  const { payment, images, venueTimeZone } = context.config;
  return {
    currency: CURRENCY,
    venueTimeZone,
    payment: {
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

export function systemRoutes(context: AppContext): FastifyPluginAsyncZod {
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
      async () => publicConfig(context),
    );

    app.get(
      '/health',
      {
        schema: {
          tags: ['system'],
          summary: 'Liveness and database reachability',
          response: { 200: z.object({ success: z.literal(true), database: z.literal('ok') }) },
        },
      },
      async () => {
        await context.db.execute(sql`select 1`);
        return { success: true as const, database: 'ok' as const };
      },
    );
  };
}
