import { z } from 'zod';
import { indianMobile } from './mobile-number';

// Which channels reach a person for each kind of message (docs/decisions/056). E-mail is always
// possible; push reaches each device that allowed it; WhatsApp only after an explicit opt-in
// naming TurfBook, with the number it goes to. An empty list stops that kind in one step.

export const NOTIFICATION_KINDS = [
  'confirmation',
  'reminder',
  'review',
  'cancellation',
  'refund',
  'rainOut',
  'waitlist',
  'split',
  'game',
  'ownerBooking',
  'ownerSummary',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Each kind's name, as the settings page and a message's stop line say it. */
export const KIND_TITLES: Record<NotificationKind, string> = {
  confirmation: 'Booking confirmations',
  reminder: 'Reminders before play',
  review: 'Requests to review after play',
  cancellation: 'Cancellations',
  refund: 'Refunds',
  rainOut: 'Rain-outs',
  waitlist: 'Waitlist offers',
  split: 'Split payments',
  game: 'Open games',
  ownerBooking: 'Bookings at my venues',
  ownerSummary: 'Morning summary',
};

export const NOTIFICATION_CHANNELS = ['email', 'push', 'whatsapp'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export type KindChannels = Record<NotificationKind, NotificationChannel[]>;

export const PREFERENCE_MESSAGES = {
  channel: "each kind's channels must be among email, push and whatsapp, each once",
  kinds: `kinds must list every kind of message: ${NOTIFICATION_KINDS.join(', ')}`,
  number: 'Enter a 10-digit Indian mobile number for WhatsApp.',
  optIn: 'WhatsApp can carry a kind of message only after you opt in to WhatsApp from TurfBook.',
  whatsapp: 'whatsapp must say whether you opt in (optedIn) and to which number',
} as const;

const OWNER_KINDS: readonly NotificationKind[] = ['ownerBooking', 'ownerSummary'];

/**
 * A person's channels before they chose any: e-mail and push for every kind; an owner's own
 * alerts (each booking, the morning summary) by e-mail.
 */
export function defaultKindChannels(role: string): KindChannels {
  const kinds = {} as KindChannels;
  for (const kind of NOTIFICATION_KINDS)
    kinds[kind] = role === 'owner' && OWNER_KINDS.includes(kind) ? ['email'] : ['email', 'push'];
  return kinds;
}

/**
 * Kinds added after people began saving their choices, each with the kind whose channels it takes
 * until they choose its own: the request to review after play came out of the reminders
 * (docs/decisions/059), so a player who stopped reminders, or moved them to WhatsApp, is asked
 * the same way, not by the defaults they had turned off.
 */
const KINDS_ADDED_LATER: Partial<Record<NotificationKind, NotificationKind>> = {
  review: 'reminder',
};

/**
 * Every kind's channels from a saved document, which may predate a kind (no row: the role's
 * defaults). A kind it lacks takes its elder kind's channels, else the role's default.
 */
export function completeKinds(
  saved: Partial<KindChannels> | null | undefined,
  role: string,
): KindChannels {
  const defaults = defaultKindChannels(role);
  if (!saved) return defaults;
  const kinds = {} as KindChannels;
  for (const kind of NOTIFICATION_KINDS) {
    const elder = KINDS_ADDED_LATER[kind];
    kinds[kind] = saved[kind] ?? (elder && saved[elder]) ?? defaults[kind];
  }
  return kinds;
}

const channelsSchema = z
  .array(z.enum(NOTIFICATION_CHANNELS, { error: PREFERENCE_MESSAGES.channel }), {
    // A kind left out is a partial document; anything else in its place, a wrong list.
    error: (issue) =>
      issue.input === undefined ? PREFERENCE_MESSAGES.kinds : PREFERENCE_MESSAGES.channel,
  })
  .max(NOTIFICATION_CHANNELS.length, PREFERENCE_MESSAGES.channel)
  .refine((channels) => new Set(channels).size === channels.length, PREFERENCE_MESSAGES.channel);

const kindsSchema = z.strictObject(
  Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, channelsSchema])) as Record<
    NotificationKind,
    typeof channelsSchema
  >,
  { error: PREFERENCE_MESSAGES.kinds },
);

/** PUT /api/v1/user/notification-preferences: the whole document, as GET answers it. */
export const notificationPreferencesBodySchema = z.object({
  whatsapp: z.object(
    {
      optedIn: z.boolean({ error: PREFERENCE_MESSAGES.whatsapp }),
      number: z.string({ error: PREFERENCE_MESSAGES.number }).max(20).nullable(),
    },
    { error: PREFERENCE_MESSAGES.whatsapp },
  ),
  kinds: kindsSchema,
});
export type NotificationPreferencesBody = z.infer<typeof notificationPreferencesBodySchema>;

export type PreferencesCheck =
  { ok: true; whatsappNumber: string | null; kinds: KindChannels } | { ok: false; message: string };

/** The number normalized, or why the document cannot be kept as it is. */
export function checkPreferences(body: NotificationPreferencesBody): PreferencesCheck {
  const number = body.whatsapp.number === null ? null : indianMobile(body.whatsapp.number);
  if (body.whatsapp.number !== null && !number)
    return { ok: false, message: PREFERENCE_MESSAGES.number };
  if (body.whatsapp.optedIn && !number) return { ok: false, message: PREFERENCE_MESSAGES.number };
  const usesWhatsapp = NOTIFICATION_KINDS.some((kind) => body.kinds[kind].includes('whatsapp'));
  if (usesWhatsapp && !body.whatsapp.optedIn)
    return { ok: false, message: PREFERENCE_MESSAGES.optIn };
  return { ok: true, whatsappNumber: number, kinds: body.kinds };
}
