import { useEffect, useState } from 'react';
import type { LocalMoment } from '../../shared/slots';
import { zonedNow } from '../../shared/time';
import { useConfigQuery } from '../lib/config-query';

const FALLBACK_ZONE = 'Asia/Kolkata';

/** "Now" as the venue's date and minute (TZ_VENUE from /api/v1/config), ticking every 30 s. */
export function useVenueNow(): LocalMoment {
  const zone = useConfigQuery().data?.venueTimeZone ?? FALLBACK_ZONE;
  const [instant, setInstant] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setInstant(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return zonedNow(instant, zone);
}
