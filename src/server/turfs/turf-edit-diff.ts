import { paiseToRupeesText, rupeesToPaise } from '../../shared/pricing';
import {
  TURF_EDIT_FIELDS,
  type TurfEditField,
  type TurfEditValues,
} from '../../shared/api/turf-edit-contract';
import type { turfs } from '../db/schema';
import type { TurfForm } from './listing-service';

// What an edit changes, in the API's names and units (price as rupees text, so '900.00' is the
// same price whether it was sent as 900 or '900.0'), and the columns to write for it.

type TurfColumns = Pick<
  typeof turfs.$inferSelect,
  | 'name'
  | 'imageUrl'
  | 'address'
  | 'location'
  | 'pricePaise'
  | 'description'
  | 'sportsType'
  | 'mapsLink'
  | 'geoLat'
  | 'geoLng'
  | 'amenities'
  | 'houseRules'
>;

/** A point as the edit's text: 'lat,lng', or '' for none. */
const geoText = (lat: number | null, lng: number | null) =>
  lat === null || lng === null ? '' : `${lat},${lng}`;

/** A turf's editable fields as the API speaks them, each as text. */
export function editableValuesOf(row: TurfColumns): Record<TurfEditField, string> {
  return {
    name: row.name,
    images: row.imageUrl,
    address: row.address,
    location: row.location,
    price: paiseToRupeesText(row.pricePaise),
    description: row.description,
    sports_type: row.sportsType,
    linkes: row.mapsLink,
    geo: geoText(row.geoLat, row.geoLng),
    amenities: row.amenities.join(','),
    houseRules: row.houseRules.join(','),
  };
}

/**
 * The form's fields as text, in the same units as editableValuesOf; a field of docs/decisions/067
 * the form leaves out keeps the listing's `current` value.
 */
export function formValuesOf(
  form: TurfForm,
  current: Record<TurfEditField, string>,
): Record<TurfEditField, string> {
  return {
    name: form.name,
    images: form.images,
    address: form.address,
    location: form.location,
    // The form schema admits only prices it can turn into paise.
    price: paiseToRupeesText(rupeesToPaise(form.price)!),
    description: form.description,
    sports_type: form.sports_type,
    linkes: form.linkes,
    geo:
      form.geo === undefined ? current.geo : geoText(form.geo?.lat ?? null, form.geo?.lng ?? null),
    amenities: form.amenities?.join(',') ?? current.amenities,
    houseRules: form.houseRules?.join(',') ?? current.houseRules,
  };
}

export interface TurfEditDiff {
  changed: TurfEditField[];
  before: TurfEditValues;
  after: TurfEditValues;
}

/** Only the fields whose text differs, before and after. */
export function diffTurfEdit(
  current: Record<TurfEditField, string>,
  next: Record<TurfEditField, string>,
): TurfEditDiff {
  const changed = TURF_EDIT_FIELDS.filter((field) => current[field] !== next[field]);
  return {
    changed,
    before: Object.fromEntries(changed.map((field) => [field, current[field]])),
    after: Object.fromEntries(changed.map((field) => [field, next[field]])),
  };
}

/** The turf columns for the API's edited values. */
export function columnsOf(values: Record<TurfEditField, string>): TurfColumns {
  return {
    name: values.name,
    imageUrl: values.images,
    address: values.address,
    location: values.location,
    pricePaise: rupeesToPaise(values.price)!,
    description: values.description,
    sportsType: values.sports_type,
    mapsLink: values.linkes,
    geoLat: values.geo ? Number(values.geo.split(',')[0]) : null,
    geoLng: values.geo ? Number(values.geo.split(',')[1]) : null,
    amenities: values.amenities ? values.amenities.split(',') : [],
    houseRules: values.houseRules ? values.houseRules.split(',') : [],
  };
}
