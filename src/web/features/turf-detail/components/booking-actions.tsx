import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { SessionUser } from '../../../../shared/api-types';
import { formatDate } from '../../../../shared/display-format';
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

function describe(selection: Selection): string {
  const { start, end } = selection;
  if (!start) return 'Pick a start time on the grid.';
  const day = formatDate(start.date);
  if (!end) return `Start: ${day}, ${timeLabel(start.minutes)}. Now pick an end time.`;
  const endDay = end.date === start.date ? '' : `${formatDate(end.date)}, `;
  return `${day}, ${timeLabel(start.minutes)} to ${endDay}${timeLabel(end.minutes)}`;
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
      notify((toast) => toast.warn(message));
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
          {problem}
        </p>
      )}
      <div className="flex flex-col gap-3 sm:flex-row">
        <button
          type="button"
          onClick={proceed}
          className="flex-1 rounded-xl bg-emerald-700 px-5 py-3 font-semibold text-white shadow-sm transition hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600"
        >
          {user ? 'Proceed to Booking' : 'Please log in to book'}
        </button>
        <button
          type="button"
          onClick={() => navigate(`/turfs/${turf._id}/buysubscription`, { state: { turf } })}
          className="flex-1 rounded-xl border-2 border-emerald-600 px-5 py-3 font-semibold text-emerald-700 transition hover:bg-emerald-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600"
        >
          Buy Subscription
        </button>
      </div>
      <CancellationPolicyNote />
    </div>
  );
}
