import { z } from 'zod';
import { courtChoiceFields } from './booking-request';
import { SLOT_TIMES, parseTimeLabel } from './slots';
import { MAX_SUBSCRIPTION_SLOTS, SUBSCRIPTION_MESSAGES } from './subscription';

// The slots of a subscription as post-payment and subscription/create accept them.

const slotTime = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .max(20)
    .transform((label, ctx) => {
      const minutes = parseTimeLabel(label);
      if (minutes === null || !SLOT_TIMES.includes(minutes)) {
        ctx.addIssue({
          code: 'custom',
          message: `${name} must be a half-hour time from 6:00 AM to 11:30 PM`,
        });
        return z.NEVER;
      }
      return minutes;
    });

export const subscriptionSlotSchema = z.object({
  date: z.string({ error: 'Slot date is required' }).max(40),
  startTime: slotTime('Start time'),
  endTime: slotTime('End time'),
  courtId: courtChoiceFields.courtId,
});

export const subscriptionDetailsSchema = z.object({
  turfId: z.string({ error: 'Turf id is required' }).uuid({ error: 'Invalid turf id' }),
  sport: courtChoiceFields.sport,
  selectedSlots: z
    .array(subscriptionSlotSchema, { error: 'selectedSlots must be a list of slots' })
    .max(MAX_SUBSCRIPTION_SLOTS, SUBSCRIPTION_MESSAGES.tooMany),
});
