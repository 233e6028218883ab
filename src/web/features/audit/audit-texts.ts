import type { TFunction } from 'i18next';

// How an entry reads (docs/decisions/066): the values the server wrote are English data; the
// words it always writes the same way (a day, "Closed", a mark) are shown in the reader's language.

/** The values the log writes in fixed words, and their keys in the `audit` catalogue. */
const KNOWN_VALUES: Record<string, string> = {
  Closed: 'values.closed',
  'All courts': 'values.allCourts',
  "The venue's hours": 'values.venueHours',
  'Not marked': 'values.notMarked',
  Arrived: 'values.arrived',
  'No-show': 'values.noShow',
  confirmed: 'values.confirmed',
  cancelled: 'values.cancelled',
  'Base price': 'values.basePrice',
  'Price rules': 'values.priceRules',
  'Base price and price rules': 'values.basePriceAndRules',
  'Opening hours': 'values.openingHours',
  'GST details': 'values.gstDetails',
  'Payout account': 'values.payoutAccount',
  // A desk booking's and a team place's words (written by the server as codes).
  cash: 'values.cash',
  upi: 'values.upi',
  card: 'values.card',
  unpaid: 'values.unpaid',
  walk_in: 'values.walkIn',
  phone: 'values.phone',
  manager: 'values.manager',
  front_desk: 'values.frontDesk',
  accountant: 'values.accountant',
  invited: 'values.invited',
  active: 'values.active',
};

export const KNOWN_FIELDS = [
  'price',
  'pricing',
  'court',
  'reason',
  'weeks',
  'until',
  'name',
  'sports',
  'madeOf',
  'status',
  'paid',
  'refund',
  'refunded',
  'bookings',
  'awaitingChoice',
  'attendance',
  'player',
  'discount',
  'from',
  'to',
  'maxUses',
  'minimum',
  'firstBookingOnly',
  'legalName',
  'businessType',
  'pan',
  'bankAccount',
  'ifsc',
  'gstin',
  'state',
  'images',
  'address',
  'location',
  'description',
  'sports_type',
  'linkes',
  'geo',
  'amenities',
  'houseRules',
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'date',
  'start',
  'end',
  'source',
  'customerName',
  'paidBy',
  'takenBy',
  'role',
  'fullname',
  'email',
  'mobilenumber',
  'expectedCash',
  'expectedUpi',
  'expectedCard',
  'countedCash',
  'difference',
  'note',
  'photos',
] as const;

export function valueText(t: TFunction<'audit'>, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? t('values.yes') : t('values.no');
  if (Array.isArray(value)) return value.map((item) => valueText(t, item)).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  const text = String(value);
  const key = KNOWN_VALUES[text];
  return key ? t(key as 'values.closed') : text;
}

export function fieldText(t: TFunction<'audit'>, field: string): string {
  return (KNOWN_FIELDS as readonly string[]).includes(field)
    ? t(`fields.${field as (typeof KNOWN_FIELDS)[number]}`)
    : field;
}

export interface ChangeRow {
  field: string;
  before: unknown;
  after: unknown;
}

/**
 * The entry's values as rows: each field with its value before and after (a value that is not
 * an object, such as "The venue's hours", is one row with no field name).
 */
export function changeRows(before: unknown, after: unknown): ChangeRow[] {
  const isRecord = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  if (!isRecord(before) && !isRecord(after)) {
    return before === null && after === null ? [] : [{ field: '', before, after }];
  }
  const was = isRecord(before) ? before : {};
  const now = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  return fields.map((field) => ({
    field,
    before: isRecord(before) ? was[field] : before,
    after: isRecord(after) ? now[field] : after,
  }));
}
