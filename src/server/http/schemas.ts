import { z } from 'zod';

// Route helpers; the API's request and response shapes live in src/shared/api.

/** A UUID path parameter; anything else is a 400 with `message`. */
export function uuidParam(message: string) {
  return z.string().uuid({ error: message });
}
