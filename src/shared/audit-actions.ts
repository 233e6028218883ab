// What an audit entry says was done at a listing (docs/decisions/066). Each change to a listing
// or its money writes one entry with one of these, in the transaction that makes the change.

export const AUDIT_ACTIONS = [
  'listing.edit',
  'prices.update',
  'court_prices.update',
  'courts.add',
  'courts.update',
  'courts.retire',
  'opening_hours.update',
  'block.add',
  'block.remove',
  'promo_code.create',
  'promo_code.update',
  'desk_booking.create',
  'desk_booking.paid',
  'desk_booking.cancel',
  'booking.cancel',
  'booking.refund',
  'rain_out',
  'attendance.mark',
  'attendance.clear',
  'team.invite',
  'team.accept',
  'team.remove',
  'payout_account.update',
  'tax_details.update',
  'day.close',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export function isAuditAction(value: string): value is AuditAction {
  return (AUDIT_ACTIONS as readonly string[]).includes(value);
}
