import type { z } from 'zod';
import type { meAnswerSchema, userAnswerSchema } from './api/common-contract';

// Shapes of the public API (spec §3, §7) that client and server both speak, inferred from the
// contract in ./api.

export type { ApiError, PublicConfig, SessionUser } from './api/common-contract';
export type LoginResponse = z.infer<typeof userAnswerSchema>;
export type RegisterResponse = z.infer<typeof userAnswerSchema>;
export type MeResponse = z.infer<typeof meAnswerSchema>;
