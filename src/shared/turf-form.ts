import { z } from 'zod';
import { LOCATIONS, SPORTS } from './catalog';
import { paiseToRupees, rupeesToPaise } from './pricing';
import { AMENITIES, AMENITY_MESSAGES, HOUSE_RULES, isAmenity, isHouseRule } from './amenities';
import { GEO_MESSAGES, isValidPoint } from './geo';

/** ₹1,00,000 an hour, the most a turf may ask. */
export const MAX_PRICE_PER_HOUR_PAISE = 10_000_000;

// The add-turf form (spec §5): every field required, checked in this order, each failure
// reported as 'Please fill in the {label} field'. The server adds the checks after it.

export const TURF_FORM_FIELDS = [
  { key: 'name', label: 'Turf Name' },
  { key: 'images', label: 'Turf Images' },
  { key: 'address', label: 'Address' },
  { key: 'location', label: 'Location' },
  { key: 'price', label: 'Price per hour' },
  { key: 'description', label: 'Description' },
  { key: 'sports_type', label: 'Sports Type' },
  { key: 'linkes', label: 'Google Maps Link' },
] as const;

export type TurfFormKey = (typeof TURF_FORM_FIELDS)[number]['key'];

export function missingFieldMessage(label: string): string {
  return `Please fill in the ${label} field`;
}

function isBlank(value: unknown): boolean {
  return (
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
  );
}

/** The first empty field in the spec's order, as its message; null when all are filled. */
export function firstMissingTurfField(
  values: Partial<Record<TurfFormKey, unknown>>,
): string | null {
  const missing = TURF_FORM_FIELDS.find((field) => isBlank(values[field.key]));
  return missing ? missingFieldMessage(missing.label) : null;
}

/** Our own uploads are served from /uploads/<sha256>.<ext>; anything else must be http(s). */
export const UPLOAD_PATH_PATTERN = /^\/uploads\/[a-f0-9]{64}\.(jpg|png|webp|gif)$/;

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

const required = (key: TurfFormKey, max: number) => {
  const label = TURF_FORM_FIELDS.find((field) => field.key === key)!.label;
  return z
    .string({ error: missingFieldMessage(label) })
    .trim()
    .min(1, missingFieldMessage(label))
    .max(max, `${label} must be at most ${max} characters`);
};

/** What POST /api/v1/turf/postTurf accepts (the owner and state come from the server). */
export const turfFormSchema = z.object({
  name: required('name', 100),
  images: required('images', 500).refine(
    (value) => UPLOAD_PATH_PATTERN.test(value) || isHttpUrl(value),
    'Turf image must be an uploaded image or an http(s) link',
  ),
  address: required('address', 300),
  location: required('location', 40).refine(
    (value) => (LOCATIONS as readonly string[]).includes(value),
    `Location must be one of ${LOCATIONS.join(', ')}`,
  ),
  price: z
    .union([z.number(), z.string()], { error: missingFieldMessage('Price per hour') })
    .transform((value, ctx) => {
      // Decimal text to paise, never through floating point: 512.2 and '512.20' are ₹512.20.
      const paise = rupeesToPaise(value);
      if (paise === null || paise <= 0 || paise > MAX_PRICE_PER_HOUR_PAISE) {
        ctx.addIssue({
          code: 'custom',
          message: 'Price per hour must be a positive number of rupees up to 100000',
        });
        return z.NEVER;
      }
      return paiseToRupees(paise);
    }),
  description: required('description', 2000),
  sports_type: required('sports_type', 20)
    .transform((value) => value.toLowerCase())
    .refine(
      (value) => (SPORTS as readonly string[]).includes(value),
      'Sports type must be cricket, football or badminton',
    ),
  linkes: required('linkes', 500).refine(isHttpUrl, 'Google Maps Link must be an http(s) link'),
  /**
   * Where it is and what it has (docs/decisions/067); optional: left out, an edit keeps what the
   * listing has (a client that knows nothing of them changes nothing), null takes the point off.
   */
  geo: z
    .object({ lat: z.number(), lng: z.number() }, { error: GEO_MESSAGES.point })
    .refine(isValidPoint, GEO_MESSAGES.point)
    .nullable()
    .optional(),
  amenities: z
    .array(z.string().refine(isAmenity, AMENITY_MESSAGES.amenity), {
      error: AMENITY_MESSAGES.amenity,
    })
    .transform((values) => AMENITIES.filter((amenity) => values.includes(amenity)))
    .optional(),
  houseRules: z
    .array(z.string().refine(isHouseRule, AMENITY_MESSAGES.houseRule), {
      error: AMENITY_MESSAGES.houseRule,
    })
    .transform((values) => HOUSE_RULES.filter((rule) => values.includes(rule)))
    .optional(),
});
export type TurfFormInput = z.input<typeof turfFormSchema>;
