import { z } from 'zod';
import { isLocalDate } from './time';

const localDate = (name: string) =>
  z.string().refine(isLocalDate, `${name} must be a date written as YYYY-MM-DD`);

/** The optional date window of GET /api/v1/booking/get-turf-bookings/:turfId. */
export const bookingWindowSchema = z
  .object({ from: localDate('from').optional(), to: localDate('to').optional() })
  .refine((w) => !w.from || !w.to || w.from <= w.to, {
    message: 'from must not be after to',
    path: ['from'],
  });
