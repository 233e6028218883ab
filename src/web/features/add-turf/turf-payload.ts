import {
  firstMissingTurfField,
  missingFieldMessage,
  TURF_FORM_FIELDS,
  turfFormSchema,
  type TurfFormKey,
} from '../../../shared/turf-form';
import type { PostTurfPayload } from './api/post-turf';

// From the form's values to the postTurf body, with the spec's checks in the spec's order.

export type TurfFormValues = Record<TurfFormKey, string>;

export const EMPTY_TURF_FORM: TurfFormValues = {
  name: '',
  images: '',
  address: '',
  location: '',
  price: '',
  description: '',
  sports_type: '',
  linkes: '',
};

export type TurfCheck =
  | { ok: true; payload: PostTurfPayload }
  | { ok: false; message: string; field: TurfFormKey | null };

/** The first missing field (spec §5 order), then the server's own checks; or the body to send. */
export function checkTurfForm(values: TurfFormValues, ownerId: string): TurfCheck {
  const missing = firstMissingTurfField(values);
  if (missing) {
    const field = TURF_FORM_FIELDS.find((f) => missingFieldMessage(f.label) === missing);
    return { ok: false, message: missing, field: field?.key ?? null };
  }
  const parsed = turfFormSchema.safeParse(values);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const key = issue.path[0];
    const field = TURF_FORM_FIELDS.find((f) => f.key === key)?.key ?? null;
    return { ok: false, message: issue.message, field };
  }
  const turf = parsed.data;
  return {
    ok: true,
    payload: {
      name: turf.name,
      location: turf.location,
      description: turf.description,
      images: turf.images,
      price: turf.price,
      sports_type: turf.sports_type.toLowerCase(),
      ratings: [],
      linkes: turf.linkes,
      address: turf.address,
      state: false,
      owner: ownerId,
    },
  };
}
