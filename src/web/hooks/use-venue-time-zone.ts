import { useConfigQuery } from '../lib/config-query';

/** Until /api/v1/config answers, the zone every venue is in by default (TZ_VENUE). */
export const DEFAULT_VENUE_TIME_ZONE = 'Asia/Kolkata';

/** The venues' time zone (TZ_VENUE from /api/v1/config), for writing instants as the venue does. */
export function useVenueTimeZone(): string {
  return useConfigQuery().data?.venueTimeZone ?? DEFAULT_VENUE_TIME_ZONE;
}
