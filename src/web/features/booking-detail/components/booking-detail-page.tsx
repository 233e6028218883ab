import { Link, useParams, useSearchParams } from 'react-router';
import { NotFound } from '../../../components/not-found';
import { PageTitle } from '../../../components/page-title';
import { Spinner } from '../../../components/spinner';
import { StatePanel } from '../../../components/state-panel';
import { ACTION_PRIMARY } from '../../../components/action-styles';
import { useOfflineAnswer } from '../../../hooks/use-offline-answer';
import { isApiRequestError } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';
import { savedBooking, useBookingDetail } from '../api/booking-detail';
import { useBookingWords } from '../use-booking-words';
import { BookingView } from './booking-view';

/**
 * /displaybookings/:id: one of the player's bookings. The server answers 404 for anyone but its
 * player (and 400 for an id that is none), and this page then says "not found" like any other.
 * `?confirmed=1` comes from the checkout: the page opens with "Booking confirmed". Offline, the
 * booking and its gate pass as last saved on this device, with when (docs/decisions/060).
 */
export function BookingDetailPage() {
  const { t } = useBookingWords();
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const userId = useAuthStore((state) => state.user?._id ?? null);
  const query = useBookingDetail(id);
  const detail = useOfflineAnswer(query, userId, savedBooking(id));

  if (detail.state === 'pending') {
    return (
      <div className="flex flex-col items-center gap-3 py-24 text-slate-600">
        <PageTitle title={t('page.title')} />
        <Spinner label={t('page.loading')} />
        <p>{t('page.loadingText')}</p>
      </div>
    );
  }
  if (detail.state === 'offline') {
    return (
      <div className="mx-auto max-w-xl px-4 py-12">
        <PageTitle title={t('page.title')} />
        <StatePanel title={t('page.offlineTitle')} text={t('page.offlineText')}>
          <Link to="/displaybookings" className="self-center font-semibold text-emerald-800">
            {t('page.yourBookings')}
          </Link>
        </StatePanel>
      </div>
    );
  }
  if (detail.state === 'error' || !detail.data) {
    if (isApiRequestError(detail.error) && [400, 404].includes(detail.error.status))
      return <NotFound />;
    return (
      <div className="mx-auto max-w-xl px-4 py-12">
        <PageTitle title={t('page.title')} />
        <StatePanel tone="error" title={t('page.errorTitle')} text={t('page.errorText')}>
          <button type="button" className={ACTION_PRIMARY} onClick={() => void query.refetch()}>
            {t('page.tryAgain')}
          </button>
          <Link to="/displaybookings" className="self-center font-semibold text-emerald-800">
            {t('page.yourBookings')}
          </Link>
        </StatePanel>
      </div>
    );
  }
  return (
    <BookingView
      booking={detail.data}
      justConfirmed={search.get('confirmed') === '1'}
      savedAt={detail.savedAt}
    />
  );
}
