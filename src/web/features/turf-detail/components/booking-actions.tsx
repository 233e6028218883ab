import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SessionUser } from '../../../../shared/api-types';
import { canBook } from '../../../../shared/permissions';
import {
  BOOKING_MESSAGES,
  checkBookingSelection,
  selectedRange,
  type Selection,
} from '../../../../shared/slot-selection';
import {
  COURT_PICK_MESSAGES,
  freeCourtsFor,
  type CourtChoice,
} from '../../../../shared/court-availability';
import type { Court, CourtClaim } from '../../../../shared/courts';
import { timeLabel, type TimeRange } from '../../../../shared/slots';
import type { TurfJson } from '../../../../shared/turf-types';
import { CancellationPolicyNote } from '../../../components/cancellation-policy-note';
import { tabStorage } from '../../../lib/payments/payment-session';
import { keepSelection } from '../../../lib/pending-selection';
import { loginReturnTo } from '../../../lib/return-after-login';
import { notify } from '../../../lib/toasts';
import { useDates } from '../../../i18n/use-language';

interface BookingActionsProps {
  turf: TurfJson;
  user: SessionUser | null;
  selection: Selection;
  taken: readonly TimeRange[];
  /** The venue's courts, what stands on them and what the player chose (docs/decisions/029). */
  courts?: {
    all: readonly Court[];
    claims: ReadonlyMap<string, readonly CourtClaim[]>;
    choice: CourtChoice;
  } | null;
}

/** The selection's check messages (shared, English for the server) by their catalogue keys. */
const SELECTION_MESSAGE_KEYS: Record<string, string> = {
  [BOOKING_MESSAGES.notLoggedIn]: 'selection.notLoggedIn',
  [BOOKING_MESSAGES.incomplete]: 'selection.incomplete',
  [BOOKING_MESSAGES.differentDays]: 'selection.differentDays',
  [BOOKING_MESSAGES.endBeforeStart]: 'selection.endBeforeStart',
  [BOOKING_MESSAGES.taken]: 'selection.taken',
  [BOOKING_MESSAGES.closed]: 'selection.closed',
  [COURT_PICK_MESSAGES.noSingleCourt]: 'selection.noSingleCourt',
};

function useDescribe() {
  const { t } = useTranslation('turf-detail');
  const dates = useDates();
  return (selection: Selection): string => {
    const { start, end } = selection;
    if (!start) return t('selection.pickStart');
    const day = dates.date(start.date);
    if (!end) return t('selection.started', { date: day, time: timeLabel(start.minutes) });
    const values = { date: day, start: timeLabel(start.minutes), end: timeLabel(end.minutes) };
    return end.date === start.date
      ? t('selection.range', values)
      : t('selection.rangeAcrossDays', { ...values, endDate: dates.date(end.date) });
  };
}

/**
 * 'Proceed to Booking' / 'Please log in to book' and 'Buy Subscription', with the cancellation
 * policy a player reads before paying; hidden from owners and admins.
 */
/** Why no one court can take the whole selected range, or null. */
function courtProblem(selection: Selection, courts: BookingActionsProps['courts']): string | null {
  const range = selectedRange(selection);
  if (!courts || !range) return null;
  const free = freeCourtsFor(courts.all, courts.claims, range, courts.choice);
  return free.length === 0 ? COURT_PICK_MESSAGES.noSingleCourt : null;
}

export function BookingActions({ turf, user, selection, taken, courts }: BookingActionsProps) {
  const navigate = useNavigate();
  const { t } = useTranslation('turf-detail');
  const describe = useDescribe();
  const say = (message: string) => {
    const key = SELECTION_MESSAGE_KEYS[message];
    return key ? t(key) : message;
  };
  // A message belongs to the selection it was about; picking again clears it.
  const [checked, setChecked] = useState<{ selection: Selection; message: string | null } | null>(
    null,
  );
  const problem = checked?.selection === selection ? checked.message : null;
  if (user && !canBook(user)) return null;

  const proceed = () => {
    const message =
      checkBookingSelection(selection, {
        loggedIn: !!user,
        taken,
        openingHours: turf.openingHours,
      }) ?? courtProblem(selection, courts);
    if (message === BOOKING_MESSAGES.notLoggedIn) {
      notify((toast) => toast.warn(say(message)));
      // Back from login, the player finds this turf with the same selection.
      keepSelection(tabStorage(), turf._id, selection);
      navigate('/login', { state: loginReturnTo(`/turfs/${turf._id}`) });
      return;
    }
    setChecked({ selection, message });
    if (message) return;
    navigate(`/turfs/${turf._id}/booking`, {
      state: {
        turf,
        start: selection.start,
        end: selection.end,
        ...(courts ? { sport: courts.choice.sport, courtId: courts.choice.courtId } : {}),
      },
    });
  };

  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700" aria-live="polite" data-testid="selection-summary">
        {describe(selection)}
      </p>
      {problem && (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-700"
        >
          {say(problem)}
        </p>
      )}
      <div className="flex flex-col gap-3 sm:flex-row">
        <button
          type="button"
          onClick={proceed}
          className="flex-1 rounded-xl bg-emerald-700 px-5 py-3 font-semibold text-white shadow-sm transition hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600"
        >
          {user ? t('proceed') : t('logInToBook')}
        </button>
        <button
          type="button"
          onClick={() => navigate(`/turfs/${turf._id}/buysubscription`, { state: { turf } })}
          className="flex-1 rounded-xl border-2 border-emerald-600 px-5 py-3 font-semibold text-emerald-700 transition hover:bg-emerald-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600"
        >
          {t('buySubscription')}
        </button>
      </div>
      <CancellationPolicyNote />
    </div>
  );
}
