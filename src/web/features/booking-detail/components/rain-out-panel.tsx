import { useState } from 'react';
import { toast } from 'react-toastify';
import type { BookingDetail } from '../../../../shared/api/booking-detail-contract';
import { formatPaise, formatVenueInstant } from '../../../../shared/display-format';
import { rupeesToPaise } from '../../../../shared/pricing';
import { RAIN_OUT_CHOICE_TEXT, type RainOutChoiceView } from '../../../../shared/rain-out-choice';
import { ACTION_PRIMARY, ACTION_SECONDARY } from '../../../components/action-styles';
import { Spinner } from '../../../components/spinner';
import { isApiRequestError } from '../../../lib/api-client';
import { useRainOutChoice } from '../api/change-booking';
import { slotText } from '../booking-wording';

// A rained-out booking's choice on its page (docs/decisions/041): credit, a free move or a full
// refund, until the deadline; afterwards, what was chosen (or given by default).

const CHOICE_FAILED = 'Your choice could not be sent. Please check your connection and try again.';

function chosenText(rainOut: RainOutChoiceView, amount: string): string {
  if (rainOut.chosenBy === 'system')
    return `No choice was made within 24 hours, so ${amount} went to your TurfBook credit.`;
  switch (rainOut.choice) {
    case 'credit':
      return `You chose TurfBook credit: ${amount} is in your credit.`;
    case 'refund':
      return `You chose a full refund of ${amount} to the card or UPI you paid with.`;
    default:
      return 'You moved this booking to a new time, free of charge.';
  }
}

interface RainOutPanelProps {
  booking: BookingDetail;
  rainOut: RainOutChoiceView;
  timeZone: string;
  /** The move's time picker is open. */
  moving: boolean;
  onMove: () => void;
}

export function RainOutPanel({ booking, rainOut, timeZone, moving, onMove }: RainOutPanelProps) {
  const choose = useRainOutChoice(booking);
  // When the page was opened: past the deadline, the sweep gives the credit within a minute.
  const [openedAt] = useState(() => Date.now());
  // The whole amount paid: what is kept plus what went back.
  const paid =
    (rupeesToPaise(booking.amountPaid) ?? 0) + (rupeesToPaise(booking.refundedAmount) ?? 0);
  const amount = formatPaise(paid);
  const deadline = formatVenueInstant(rainOut.deadline, timeZone);
  const open = rainOut.choice === null && Date.parse(rainOut.deadline) > openedAt;

  if (!open)
    return (
      <section
        aria-labelledby="rain-out-heading"
        data-testid="rain-out-panel"
        className="rounded-2xl bg-sky-50 p-4 text-sm text-slate-800 ring-1 ring-sky-200 sm:p-5"
      >
        <h2 id="rain-out-heading" className="font-bold text-slate-900">
          Rained out: {slotText(rainOut.rainedOut)}
        </h2>
        <p className="mt-1">
          {rainOut.choice
            ? chosenText(rainOut, amount)
            : `The 24 hours to choose have passed: ${amount} is on its way to your TurfBook credit.`}
        </p>
      </section>
    );

  const send = async (choice: 'credit' | 'refund') => {
    try {
      const answer = await choose.mutateAsync({ choice });
      toast.success(('message' in answer ? answer.message : null) ?? 'Done.');
    } catch (error) {
      const text = isApiRequestError(error) && error.serverMessage ? error.serverMessage : null;
      toast.error(text ?? CHOICE_FAILED);
    }
  };

  return (
    <section
      aria-labelledby="rain-out-heading"
      data-testid="rain-out-panel"
      className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-2 ring-sky-300 sm:p-6"
    >
      <h2 id="rain-out-heading" className="text-lg font-bold text-slate-900">
        Rained out — choose: credit / move / refund
      </h2>
      <p className="text-sm text-slate-700">
        The venue called off <span className="font-semibold">{slotText(rainOut.rainedOut)}</span>.
        Choose what happens to the {amount} you paid by{' '}
        <span className="font-semibold">{deadline}</span>; without a choice, it goes to your
        TurfBook credit.
      </p>
      <div className="grid gap-3 sm:grid-cols-3">
        <button
          type="button"
          className={ACTION_PRIMARY}
          disabled={choose.isPending}
          onClick={() => void send('credit')}
        >
          {choose.isPending ? <Spinner label="Sending" className="size-4 text-white" /> : null}
          {RAIN_OUT_CHOICE_TEXT.credit} ({amount})
        </button>
        <button
          type="button"
          className={ACTION_SECONDARY}
          disabled={choose.isPending}
          onClick={onMove}
          aria-expanded={moving}
          aria-controls={moving ? 'move-booking-panel' : undefined}
        >
          {RAIN_OUT_CHOICE_TEXT.move}
        </button>
        <button
          type="button"
          className={ACTION_SECONDARY}
          disabled={choose.isPending}
          onClick={() => void send('refund')}
        >
          {RAIN_OUT_CHOICE_TEXT.refund} ({amount})
        </button>
      </div>
      <p className="text-xs text-slate-600">
        Credit is yours at once. A move goes to any free time up to 14 days after the game. A refund
        to a card usually takes 5 to 7 working days to show.
      </p>
    </section>
  );
}
