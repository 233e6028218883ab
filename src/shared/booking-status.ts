import { parseTimeLabel, type LocalMoment } from './slots';

export type StatusTone = 'expired' | 'confirmed' | 'other';

/**
 * Spec §4's label for a booking: 'Expired' (grey) once its date has passed, or it is today and
 * its end time has passed (in the venue zone); otherwise its status (green when confirmed, red
 * otherwise, 'Pending' when missing).
 */
export function bookingStatusLabel(
  booking: { date: string; endTime: string; status?: string | null },
  now: LocalMoment,
): { label: string; tone: StatusTone } {
  const end = parseTimeLabel(booking.endTime) ?? 0;
  if (booking.date < now.date || (booking.date === now.date && end < now.minutes)) {
    return { label: 'Expired', tone: 'expired' };
  }
  const status = booking.status?.trim();
  if (!status) return { label: 'Pending', tone: 'other' };
  const label = status[0]!.toUpperCase() + status.slice(1);
  return { label, tone: status === 'confirmed' ? 'confirmed' : 'other' };
}
