import type { TFunction } from 'i18next';
import { EDIT_SAVED, EDIT_UNCHANGED } from '../../../shared/api/turf-edit-contract';
import { LOCATIONS } from '../../../shared/catalog';
import { COURT_MESSAGES, MAX_COURT_NAME, MAX_COURTS } from '../../../shared/courts';
import { IMAGE_TOO_LARGE } from '../../../shared/images';
import { missingFieldMessage, TURF_FORM_FIELDS, type TurfFormKey } from '../../../shared/turf-form';
import { IMAGE_UPLOAD_FAILED, NOT_AN_IMAGE, UPLOADS_NOT_CONFIGURED } from './api/upload-image';

// The turf forms' words that arrive in English (docs/decisions/062): shared/turf-form's and
// shared/courts' checks (the server needs their English), the upload's problems and the edit's
// answers. Each known one has its key in the add-turf namespace; anything else shows as it came.

type T = TFunction<'add-turf'>;

const TOO_LONG = /must be at most (\d+) characters$/;
/** The fields whose schema adds a rule of its own after 'required' (shared/turf-form). */
const OWN_RULE = new Set<TurfFormKey>(['images', 'location', 'price', 'sports_type', 'linkes']);

/** A failed check of the turf form (its message and the field it names). */
export function turfCheckText(t: T, message: string, field: TurfFormKey | null): string {
  const missing = TURF_FORM_FIELDS.find((f) => missingFieldMessage(f.label) === message);
  if (missing) return t(`check.missing.${missing.key}`);
  if (!field) return message;
  const tooLong = TOO_LONG.exec(message);
  if (tooLong && field !== 'price') return t(`check.tooLong.${field}`, { max: Number(tooLong[1]) });
  if (OWN_RULE.has(field)) {
    return t(`check.invalid.${field}`, { locations: LOCATIONS.join(', ') });
  }
  return message;
}

/** courtsInputProblem's messages: the ones a new listing's courts can get. */
const COURT_PROBLEMS = [
  'none',
  'tooMany',
  'name',
  'duplicateName',
  'sports',
  'format',
  'unknownPart',
  'selfPart',
  'fewParts',
  'nestedPart',
] as const;
const COURT_KEYS = new Map<string, string>(COURT_PROBLEMS.map((key) => [COURT_MESSAGES[key], key]));
const COURT_LIMITS: Record<string, number> = { tooMany: MAX_COURTS, name: MAX_COURT_NAME };

/** What is wrong with the courts being added (shared/courts' courtsInputProblem). */
export function courtProblemText(t: T, message: string): string {
  const key = COURT_KEYS.get(message);
  return key ? t(`courts.problems.${key}`, { max: COURT_LIMITS[key] }) : message;
}

const UPLOAD_KEYS = new Map<string, string>([
  [IMAGE_UPLOAD_FAILED, 'image.failed'],
  [UPLOADS_NOT_CONFIGURED, 'image.notConfigured'],
  [NOT_AN_IMAGE, 'image.notAnImage'],
  [IMAGE_TOO_LARGE, 'image.tooLarge'],
]);

/** Why an image could not be chosen or sent; the image store's own words as they came. */
export function uploadText(t: T, message: string): string {
  const key = UPLOAD_KEYS.get(message);
  return key ? t(key) : message;
}

/** The server's answer to an edit of the listing. */
export function editAnswerText(t: T, message: string): string {
  if (message === EDIT_SAVED) return t('edit.saved');
  if (message === EDIT_UNCHANGED) return t('edit.unchanged');
  return message;
}
