import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../i18n/error-text';
import { isApiRequestError } from '../../../lib/api-client';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import type { SessionUser } from '../../../../shared/api-types';
import { formatPaise } from '../../../../shared/display-format';
import { canBook } from '../../../../shared/permissions';
import { priceRulesOfTurf } from '../../../../shared/price-rules-json';
import type { TimeRange } from '../../../../shared/slots';
import { MIN_SUBSCRIPTION_SLOTS } from '../../../../shared/subscription';
import type { TurfJson } from '../../../../shared/turf-types';
import type { CreditChoiceState } from '../../../components/credit-choice';
import { Spinner } from '../../../components/spinner';
import { usePaidWithCredit } from '../../../hooks/use-paid-with-credit';
import type { PromoPreview } from '../../../queries/promo-preview';
import { useVenueNow } from '../../../hooks/use-venue-now';
import { saveCheckoutState } from '../../../lib/payments/payment-session';
import { loginReturnTo } from '../../../lib/return-after-login';
import { tabStorage } from '../../../lib/payments/payment-session';
import { useStartSubscriptionPayment } from '../api/start-subscription-payment';
import {
  buildCheckoutState,
  buildPaymentRequest,
  type SubscriptionOrder,
} from '../subscription-order';

interface ProceedToPayProps {
  turf: TurfJson;
  user: SessionUser | null;
  slots: readonly TimeRange[];
  /** What is paid: after the 15% and the promo code, if any. */
  finalPaise: number;
  /** The server's price of the slots, once it has answered (decision 039). */
  quotedPaise?: number | null;
  promo?: PromoPreview | null;
  /** A promo code is being checked: wait for its price. */
  busy?: boolean;
  /** The player's choice to pay with TurfBook credit (decision 040). */
  credit?: CreditChoiceState;
}

/**
 * 'Proceed to Pay ₹{amount}' (or 'Please log in to book'): checks the count and the login,
 * asks the server to hold every slot and open one payment, then goes to /checkout.
 */
export function ProceedToPay({
  turf,
  user,
  slots,
  finalPaise,
  quotedPaise = null,
  promo,
  busy,
  credit,
}: ProceedToPayProps) {
  const navigate = useNavigate();
  const { t } = useTranslation('subscription');
  const errorText = useErrorText();
  const paidWithCredit = usePaidWithCredit(user?._id ?? '', turf._id);
  const startPayment = useStartSubscriptionPayment();
  const now = useVenueNow();
  // A problem belongs to the slots it was found for: adding or removing one clears it.
  const [found, setFound] = useState<{ text: string; slots: readonly TimeRange[] } | null>(null);
  const problem = found?.slots === slots ? found.text : null;
  const setProblem = (text: string | null) => setFound(text ? { text, slots } : null);

  if (user && !canBook({ id: user._id, role: user.role })) {
    return (
      <p className="rounded-xl bg-slate-100 px-4 py-3 text-sm text-slate-700">{t('playersOnly')}</p>
    );
  }

  const proceed = () => {
    if (startPayment.isPending || busy) return;
    if (!user) {
      toast.warn(t('logInToBook'));
      // The chosen slots are kept in the draft; login brings the player back to them.
      navigate('/login', { state: loginReturnTo(`/turfs/${turf._id}/buysubscription`) });
      return;
    }
    if (slots.length < MIN_SUBSCRIPTION_SLOTS) {
      setProblem(t('problem.tooFew', { min: MIN_SUBSCRIPTION_SLOTS }));
      return;
    }
    setProblem(null);
    const order: SubscriptionOrder = {
      turfId: turf._id,
      turfName: turf.name,
      userId: user._id,
      rules: priceRulesOfTurf(turf),
      now,
      slots,
      promo: promo ? { code: promo.code, finalPaise: promo.finalPaise } : null,
      quotedPaise,
      useCredit: credit?.useCredit ?? false,
    };
    startPayment.mutate(buildPaymentRequest(order), {
      onSuccess: (answer) => {
        // Credit paid it all: every slot is booked already, no card step.
        if (answer?.paidWithCredit) {
          paidWithCredit(answer.bookingIds ?? []);
          return;
        }
        const checkout = buildCheckoutState(order, answer);
        if (!checkout) {
          setProblem(t('payFailed'));
          return;
        }
        saveCheckoutState(tabStorage(), checkout);
        navigate('/checkout', { state: checkout });
      },
      onError: (error) =>
        setProblem(
          isApiRequestError(error) && [400, 409].includes(error.status)
            ? errorText(error, t('payFailed'))
            : t('payFailed'),
        ),
    });
  };

  return (
    <div className="space-y-3">
      {problem ? (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-700"
        >
          {problem}
        </p>
      ) : null}
      <button
        type="button"
        onClick={proceed}
        aria-busy={startPayment.isPending || undefined}
        disabled={startPayment.isPending || busy}
        className="flex w-full items-center justify-center gap-2 rounded-xl bg-emerald-700 px-5 py-3 text-lg font-semibold text-white shadow-sm transition hover:bg-emerald-800 focus-visible:ring-2 focus-visible:ring-emerald-400 focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-wait disabled:bg-emerald-600/60"
      >
        {startPayment.isPending ? (
          <Spinner label={t('sending')} className="size-5 text-white" />
        ) : null}
        {!user
          ? t('logInToBookButton')
          : credit?.allCredit
            ? t('payWithCredit')
            : t('proceed', { amount: formatPaise(finalPaise) })}
      </button>
      {user ? <p className="text-center text-xs text-slate-500">{t('holdNote')}</p> : null}
    </div>
  );
}
