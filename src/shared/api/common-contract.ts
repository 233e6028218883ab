import { z } from 'zod';

/** Every error answer (architecture §3). */
export const errorSchema = z.object({ success: z.literal(false), message: z.string() });
