import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { FreeSlot } from '../../../../shared/api/turf-contract';
import { canBook } from '../../../../shared/permissions';
import { useShortDate } from '../../../hooks/use-short-date';
import { kindCountText, kindCountsOfSlot } from '../../../components/court-kind-text';
import { useAuthStore } from '../../../lib/auth-store';
import {
  BOOKING_IN_PROGRESS_KEY,
  tabStorage,
  writeStoredJson,
} from '../../../lib/payments/payment-session';
import { loginReturnTo } from '../../../lib/return-after-login';
import { notify } from '../../../lib/toasts';
import { formatRupeeAmount } from '../../../utils/money';
import type { ListedTurf } from '../api/turf-search';
import {
  bookingSummaryPath,
  slotBooking,
  slotOnTurfPage,
  slotRangeText,
} from '../free-slot-booking';

const chipClass =
  'inline-flex flex-wrap items-center rounded-lg border border-emerald-600 bg-emerald-50 px-3 py-1.5 text-sm font-semibold text-emerald-800 transition hover:bg-emerald-700 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600';

/**
 * A slot search card's free times, nearest to the asked start first. For a player (or a visitor,
 * through login) each goes straight to the booking summary with that range; owners and admins,
 * who cannot book, get the turf's grid opened at it instead.
 */
export function FreeSlotButtons({ turf, slots }: { turf: ListedTurf; slots: readonly FreeSlot[] }) {
  const user = useAuthStore((state) => state.user);
  const navigate = useNavigate();
  // The grid's catalogue words the counts by kind as the turf page's grid does.
  const { t, i18n } = useTranslation(['turfs', 'grid']);
  const gridT = i18n.getFixedT(null, 'grid');
  const dates = useShortDate();
  if (slots.length === 0) return null;
  const bookable = !user || canBook(user);

  const book = (slot: FreeSlot) => {
    const booking = slotBooking(turf, slot);
    const summary = bookingSummaryPath(turf._id);
    // Kept in the tab as the grid's Proceed would: the summary reads it after a login detour.
    writeStoredJson(tabStorage(), BOOKING_IN_PROGRESS_KEY, booking);
    if (!user) {
      notify((toast) => toast.warn(t('logInToBook')));
      void navigate('/login', { state: loginReturnTo(summary) });
      return;
    }
    void navigate(summary, { state: booking });
  };

  return (
    <div className="border-t border-slate-100 px-4 pt-3 pb-4" data-testid="free-slots">
      <p className="text-xs font-semibold text-slate-600">
        {t('freeOn', { date: dates.short(slots[0]!.date) })}
      </p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {slots.map((slot) => {
          const range = slotRangeText(slot.startTime, slot.endTime);
          // A venue with several courts says how many are free then (docs/decisions/029), by
          // kind where they differ, never mixed (decision 067).
          // Each kind's count is kept on one line ("7-a-side" never breaks at its hyphen).
          const byKind = kindCountsOfSlot(slot);
          const courts = byKind
            ? byKind.map((count, index) => (
                <span key={index} className="whitespace-nowrap">
                  {index > 0 ? ', ' : ''}
                  {kindCountText(gridT, count)}
                </span>
              ))
            : slot.suitableCourts > 1
              ? t('freeCourts', { free: slot.freeCourts, suitable: slot.suitableCourts })
              : null;
          // What a hold made now would charge for it (docs/decisions/034).
          const text = (
            <>
              {range}
              <span className="ml-1 text-xs font-normal" data-testid="free-slot-amount">
                {` · ${formatRupeeAmount(slot.amount)}`}
              </span>
              {courts ? <span className="ml-1.5 text-xs font-normal">({courts})</span> : null}
            </>
          );
          return (
            <li key={`${slot.date} ${slot.start}`}>
              {bookable ? (
                <button type="button" onClick={() => book(slot)} className={chipClass}>
                  <span className="sr-only">{t('bookPrefix')}</span>
                  {text}
                </button>
              ) : (
                <Link to={slotOnTurfPage(turf._id, slot)} state={{ turf }} className={chipClass}>
                  {text}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
