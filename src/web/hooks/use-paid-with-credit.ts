import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { myBookingsKeys } from '../queries/my-bookings';
import { creditKey } from '../queries/my-credit';
import { ownHoldsKeys } from '../queries/own-holds';
import { turfKeys } from '../queries/turf-detail';

// A booking TurfBook credit paid in full is confirmed by Pay Now itself (docs/decisions/040):
// no checkout, straight to the booking's page, as a card payment's confirmation lands.

export function usePaidWithCredit(userId: string, turfId: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation('checkout');
  return (bookingIds: readonly string[]) => {
    for (const queryKey of [
      creditKey,
      myBookingsKeys.user(userId),
      turfKeys.availability(turfId),
      ownHoldsKeys.turf(turfId),
    ])
      void queryClient.invalidateQueries({ queryKey });
    toast.success(t('bookingCompleted'), { autoClose: 3000 });
    const first = bookingIds[0];
    navigate(
      first ? `/displaybookings/${encodeURIComponent(first)}?confirmed=1` : '/displaybookings',
    );
  };
}
