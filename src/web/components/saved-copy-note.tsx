import { useTranslation } from 'react-i18next';
import { useDates } from '../i18n/use-language';
import { useVenueTimeZone } from '../hooks/use-venue-time-zone';

/**
 * Says that what the screen shows is the copy saved on this device, as it was when saved, because
 * the server cannot be reached (docs/decisions/060).
 */
export function SavedCopyNote({ savedAt }: { savedAt: string }) {
  const { t } = useTranslation('booking-parts');
  const dates = useDates();
  const zone = useVenueTimeZone();
  return (
    <p
      role="status"
      data-testid="saved-copy-note"
      className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-300"
    >
      <span className="font-semibold">
        {t('savedCopy.saved', { when: dates.venueInstant(savedAt, zone) })}
      </span>{' '}
      {t('savedCopy.then')}
    </p>
  );
}
