import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import type { LocalMoment } from '../../../../shared/slots';
import {
  persistentStorage,
  readSubscriptionDraft,
  writeSubscriptionDraft,
  type SubscriptionDraft,
} from '../../../lib/subscription-draft';

/**
 * The turf's subscription draft (date, times, slots), read from localStorage once (past slots
 * dropped) and written back on every change, so it survives reloads (spec §2).
 */
export function useSubscriptionDraft(
  turfId: string,
  now: LocalMoment,
): [SubscriptionDraft, Dispatch<SetStateAction<SubscriptionDraft>>] {
  const [draft, setDraft] = useState(() => readSubscriptionDraft(persistentStorage(), turfId, now));
  useEffect(() => {
    writeSubscriptionDraft(persistentStorage(), turfId, draft);
  }, [turfId, draft]);
  return [draft, setDraft];
}
