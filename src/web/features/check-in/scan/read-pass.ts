import type jsQR from 'jsqr';
import { normalizeBookingReference } from '../../../../shared/attendance';

// What a scanned pass says (docs/decisions/043, 066): the booking page's QR code holds the
// owner's check-in address with the reference (`…/owner/check-in?ref=TB-7K3M9Q`); a code holding
// the bare reference is read too. Anything else (another site's code, a UPI request) is no pass.

/** The booking reference a QR code's text carries, or null when it is not one of our passes. */
export function referenceFromPass(text: string): string | null {
  const trimmed = text.trim();
  try {
    const url = new URL(trimmed);
    if (!url.pathname.endsWith('/owner/check-in')) return null;
    const reference = url.searchParams.get('ref');
    return reference ? normalizeBookingReference(reference) : null;
  } catch {
    return normalizeBookingReference(trimmed);
  }
}

/** One frame's pixels, as a canvas's getImageData gives them (RGBA). */
export interface Frame {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** The reference of the pass in the frame, read by jsQR; null when none is there. */
export function referenceInFrame(decode: typeof jsQR, frame: Frame): string | null {
  const code = decode(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' });
  return code ? referenceFromPass(code.data) : null;
}
