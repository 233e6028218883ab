import { z } from 'zod';

// Health checks (architecture §7). GET /api/v1/config answers common-contract's
// publicConfigSchema.

/** GET /api/v1/health: the process and its database answer. */
export const healthAnswerSchema = z.object({ success: z.literal(true), database: z.literal('ok') });

/** GET /health/live, for a load balancer: the process runs. */
export const liveAnswerSchema = z.object({ status: z.literal('live') });

/** GET /health/ready: 200 while it can take requests, 503 with the reason otherwise. */
export const readyAnswerSchema = z.object({ status: z.literal('ready') });
export const notReadyAnswerSchema = z.object({
  status: z.enum(['draining', 'database unreachable']),
});
