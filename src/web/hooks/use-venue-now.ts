import { useEffect, useState } from 'react';
import type { LocalMoment } from '../../shared/slots';
import { zonedNow } from '../../shared/time';
import type { QueryClient } from '@tanstack/react-query';
import type { PublicConfig } from '../../shared/api-types';
import { configQueryOptions, useConfigQuery } from '../lib/config-query';

const FALLBACK_ZONE = 'Asia/Kolkata';

/** The venue's date and minute at `instant`, in the zone the config answered (or Mumbai's). */
export function venueNowAt(instant: Date, client: QueryClient): LocalMoment {
  return zonedNow(instant, venueZone(client.getQueryData(configQueryOptions.queryKey)));
}

function venueZone(config: PublicConfig | undefined): string {
  return config?.venueTimeZone ?? FALLBACK_ZONE;
}

/** "Now" as the venue's date and minute (TZ_VENUE from /api/v1/config), ticking every 30 s. */
export function useVenueNow(): LocalMoment {
  const zone = venueZone(useConfigQuery().data);
  const [instant, setInstant] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setInstant(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return zonedNow(instant, zone);
}
