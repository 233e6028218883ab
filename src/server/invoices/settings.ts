import type { AppConfig } from '../config';

/** What issuing an invoice needs besides the rows: the venue's zone and the GST configuration. */
export interface InvoiceSettings {
  /** The financial year and invoice dates are read on this zone's calendar (TZ_VENUE). */
  timeZone: string;
  /** GST_RATE_PERCENT as basis points, and GST_SAC (decision 038). */
  gst: { rate: number; sac: string };
}

export function invoiceSettingsOf(
  config: Pick<AppConfig, 'venueTimeZone' | 'gst'>,
): InvoiceSettings {
  return { timeZone: config.venueTimeZone, gst: config.gst };
}
