import { z } from 'zod';
import type { EditTurfBody } from '../../../shared/api/turf-edit-contract';
import {
  firstMissingTurfField,
  missingFieldMessage,
  TURF_FORM_FIELDS,
  turfFormSchema,
  type TurfFormKey,
} from '../../../shared/turf-form';
import type { TurfJson } from '../../../shared/turf-types';
import type { PostTurfPayload } from './api/post-turf';

// From the form's values to the postTurf (or edit) body, with the spec's checks in the spec's
// order: one set of rules for adding and editing a turf.

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

/** A turf's fields as the form shows them, to edit it. */
export function turfFormValuesOf(turf: TurfJson): TurfFormValues {
  return {
    name: turf.name,
    images: turf.images,
    address: turf.address,
    location: turf.location,
    price: String(turf.price),
    description: turf.description,
    sports_type: turf.sports_type,
    linkes: turf.linkes,
  };
}

type Checked<T> =
  { ok: true; payload: T } | { ok: false; message: string; field: TurfFormKey | null };
export type TurfCheck = Checked<PostTurfPayload> | Checked<EditTurfBody>;

/**
 * The first missing field (spec §5 order), then the server's own checks. `keptImage`: the image
 * the turf already has may stay even where a new one would not pass (the demo turfs' art), as
 * the server allows.
 */
function checkFields(values: TurfFormValues, keptImage: string | null) {
  const missing = firstMissingTurfField(values);
  if (missing) {
    const field = TURF_FORM_FIELDS.find((f) => missingFieldMessage(f.label) === missing);
    return { ok: false as const, message: missing, field: field?.key ?? null };
  }
  const keeps = keptImage !== null && values.images === keptImage;
  const schema = keeps ? turfFormSchema.extend({ images: z.string().trim() }) : turfFormSchema;
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const key = issue.path[0];
    const field = TURF_FORM_FIELDS.find((f) => f.key === key)?.key ?? null;
    return { ok: false as const, message: issue.message, field };
  }
  const turf = parsed.data;
  return {
    ok: true as const,
    fields: {
      name: turf.name,
      location: turf.location,
      description: turf.description,
      images: turf.images,
      price: turf.price,
      sports_type: turf.sports_type.toLowerCase(),
      linkes: turf.linkes,
      address: turf.address,
    },
  };
}

/** The add-turf form's check, or the postTurf body with the spec's extra fields. */
export function checkTurfForm(values: TurfFormValues, ownerId: string): Checked<PostTurfPayload> {
  const checked = checkFields(values, null);
  if (!checked.ok) return checked;
  return {
    ok: true,
    payload: { ...checked.fields, ratings: [], state: false, owner: ownerId },
  };
}

/** The edit form's check (the same rules), or the body of PUT /api/v1/turf/:turfId. */
export function checkTurfEdit(values: TurfFormValues, keptImage: string): Checked<EditTurfBody> {
  const checked = checkFields(values, keptImage);
  return checked.ok ? { ok: true, payload: checked.fields } : checked;
}
