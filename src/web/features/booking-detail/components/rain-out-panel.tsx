import { useState } from 'react';
import type { TFunction } from 'i18next';
import { Trans } from 'react-i18next';
import { toast } from 'react-toastify';
import type { BookingDetail } from '../../../../shared/api/booking-detail-contract';
import { formatPaise } from '../../../../shared/display-format';
import { rupeesToPaise } from '../../../../shared/pricing';
import type { RainOutChoiceView } from '../../../../shared/rain-out-choice';
import { ACTION_PRIMARY, ACTION_SECONDARY } from '../../../components/action-styles';
import { Spinner } from '../../../components/spinner';
import { useErrorText } from '../../../i18n/error-text';
import { useRainOutChoice } from '../api/change-booking';
import { answerText, slotText } from '../booking-wording';
import { useBookingWords } from '../use-booking-words';

// A rained-out booking's choice on its page (docs/decisions/041): credit, a free move or a full
// refund, until the deadline; afterwards, what was chosen (or given by default).

function chosenText(t: TFunction, rainOut: RainOutChoiceView, amount: string): string {
  if (rainOut.chosenBy === 'system') return t('rainOut.defaulted', { amount });
  switch (rainOut.choice) {
    case 'credit':
      return t('rainOut.choseCredit', { amount });
    case 'refund':
      return t('rainOut.choseRefund', { amount });
    default:
      return t('rainOut.choseMove');
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
  const words = useBookingWords();
  const { t, dates } = words;
  const errorText = useErrorText();
  const choose = useRainOutChoice(booking);
  // When the page was opened: past the deadline, the sweep gives the credit within a minute.
  const [openedAt] = useState(() => Date.now());
  // The whole amount paid: what is kept plus what went back.
  const paid =
    (rupeesToPaise(booking.amountPaid) ?? 0) + (rupeesToPaise(booking.refundedAmount) ?? 0);
  const amount = formatPaise(paid);
  const deadline = dates.venueInstant(rainOut.deadline, timeZone);
  const open = rainOut.choice === null && Date.parse(rainOut.deadline) > openedAt;

  if (!open)
    return (
      <section
        aria-labelledby="rain-out-heading"
        data-testid="rain-out-panel"
        className="rounded-2xl bg-sky-50 p-4 text-sm text-slate-800 ring-1 ring-sky-200 sm:p-5"
      >
        <h2 id="rain-out-heading" className="font-bold text-slate-900">
          {t('rainOut.closedHeading', { slot: slotText(words, rainOut.rainedOut) })}
        </h2>
        <p className="mt-1">
          {rainOut.choice ? chosenText(t, rainOut, amount) : t('rainOut.passed', { amount })}
        </p>
      </section>
    );

  const send = async (choice: 'credit' | 'refund') => {
    try {
      const answer = await choose.mutateAsync({ choice });
      const message = 'message' in answer ? answer.message : null;
      toast.success(message ? answerText(t, message) : t('rainOut.done'));
    } catch (error) {
      toast.error(errorText(error, t('rainOut.failed')));
    }
  };

  return (
    <section
      aria-labelledby="rain-out-heading"
      data-testid="rain-out-panel"
      className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-2 ring-sky-300 sm:p-6"
    >
      <h2 id="rain-out-heading" className="text-lg font-bold text-slate-900">
        {t('rainOut.heading')}
      </h2>
      <p className="text-sm text-slate-700">
        <Trans
          t={t}
          i18nKey="rainOut.intro"
          values={{ slot: slotText(words, rainOut.rainedOut), amount, deadline }}
          components={{
            slot: <span className="font-semibold" />,
            deadline: <span className="font-semibold" />,
          }}
        />
      </p>
      <div className="grid gap-3 sm:grid-cols-3">
        <button
          type="button"
          className={ACTION_PRIMARY}
          disabled={choose.isPending}
          onClick={() => void send('credit')}
        >
          {choose.isPending ? (
            <Spinner label={t('rainOut.sending')} className="size-4 text-white" />
          ) : null}
          {t('rainOut.credit', { amount })}
        </button>
        <button
          type="button"
          className={ACTION_SECONDARY}
          disabled={choose.isPending}
          onClick={onMove}
          aria-expanded={moving}
          aria-controls={moving ? 'move-booking-panel' : undefined}
        >
          {t('rainOut.move')}
        </button>
        <button
          type="button"
          className={ACTION_SECONDARY}
          disabled={choose.isPending}
          onClick={() => void send('refund')}
        >
          {t('rainOut.refund', { amount })}
        </button>
      </div>
      <p className="text-xs text-slate-600">{t('rainOut.hint')}</p>
    </section>
  );
}
