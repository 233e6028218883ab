import { z } from 'zod';

// Response shapes shared by several routes (for serialization and the OpenAPI description).

export const sessionUserSchema = z.object({
  _id: z.string(),
  id: z.string(),
  fullname: z.string(),
  email: z.string(),
  mobilenumber: z.string(),
  role: z.enum(['user', 'owner', 'admin']),
});

export const errorSchema = z.object({ success: z.literal(false), message: z.string() });

export const messageSchema = z.object({ success: z.literal(true), message: z.string() });
