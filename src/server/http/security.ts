import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';

/** Security headers, the content policy the web client needs, and CORS for allowed origins only. */
export async function installSecurity(app: FastifyInstance, config: AppConfig) {
  const stripe = config.payment.provider === 'stripe';
  const cloudinary = config.images.provider === 'cloudinary';
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'script-src': ["'self'", ...(stripe ? ['https://js.stripe.com'] : [])],
        'frame-src': [
          "'self'",
          ...(stripe ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : []),
        ],
        'connect-src': [
          "'self'",
          ...(stripe ? ['https://api.stripe.com'] : []),
          ...(cloudinary ? ['https://api.cloudinary.com'] : []),
        ],
        'img-src': [
          "'self'",
          'data:',
          'blob:',
          ...(cloudinary ? ['https://res.cloudinary.com'] : []),
        ],
        'style-src': ["'self'", "'unsafe-inline'"],
        // Over plain http on a LAN address, upgrading would break every asset.
        'upgrade-insecure-requests': config.cookieSecure ? [] : null,
      },
    },
  });
  // Images (ours and uploads) may be shown by a client on another origin; the API and the app
  // keep helmet's same-origin policy.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/images/') || request.url.startsWith('/uploads/'))
      reply.header('cross-origin-resource-policy', 'cross-origin');
  });
  await app.register(cors, {
    origin: (origin, callback) =>
      callback(null, !!origin && config.allowedOrigins.includes(origin)),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  });
}
