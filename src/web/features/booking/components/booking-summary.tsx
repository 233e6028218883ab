import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { SessionUser } from '../../../../shared/api-types';
import { formatPaise } from '../../../../shared/display-format';
import { BOOKING_MESSAGES } from '../../../../shared/slot-selection';
import { pricePartJson, priceRulesOfTurf } from '../../../../shared/price-rules-json';
import { paiseToRupeesText, rupeesToPaise } from '../../../../shared/pricing';
import { timeLabel } from '../../../../shared/slots';
import { CancellationPolicyNote } from '../../../components/cancellation-policy-note';
import { PromoCodeField } from '../../../components/promo-code-field';
import { usePromoCode } from '../../../hooks/use-promo-code';
import { PageTitle } from '../../../components/page-title';
import { Spinner } from '../../../components/spinner';
import { TurfImage } from '../../../components/turf-card';
import { useVenueNow } from '../../../hooks/use-venue-now';
import { type CheckoutStateInput } from '../../../lib/payments/checkout-state';
import { saveCheckoutState } from '../../../lib/payments/payment-session';
import { tabStorage } from '../../../lib/payments/payment-session';
import { useTurf } from '../../../queries/turf-detail';
import { formatRupeeAmount } from '../../../utils/money';
import { useCreatePaymentIntent } from '../api/create-payment-intent';
import { useErrorText } from '../../../i18n/error-text';
import { useDates } from '../../../i18n/use-language';
import { courtsOfTurf, priceWaitsForCourt } from '../../../../shared/court-availability';
import { rulesOfCourt } from '../../../../shared/price-rules';
import { quoteBooking, type BookingInProgress } from '../booking-in-progress';
import { usePriceQuote } from '../api/price-quote';
import { PriceBreakdown } from '../../../components/price-breakdown';
import { CreditChoice, useCreditChoice } from '../../../components/credit-choice';
import { usePaidWithCredit } from '../../../hooks/use-paid-with-credit';
import { SplitChoice, useSplitChoice } from './split-choice';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-0.5 py-3 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900 sm:text-right">{value}</dd>
    </div>
  );
}

/** The mirrored price's problems (shared, English for the server) by their booking keys. */
const PROBLEM_KEYS: Record<string, string> = {
  [BOOKING_MESSAGES.differentDays]: 'problem.differentDays',
  [BOOKING_MESSAGES.endBeforeStart]: 'problem.endBeforeStart',
  [BOOKING_MESSAGES.closed]: 'problem.closed',
};

export function BookingSummary({
  user,
  booking,
}: {
  user: SessionUser;
  booking: BookingInProgress;
}) {
  const navigate = useNavigate();
  const { t } = useTranslation('booking');
  const dates = useDates();
  const errorText = useErrorText();
  const { start, end } = booking;
  // The latest turf (its price may have changed); the passed one shows meanwhile.
  const turf = useTurf(booking.turf._id, booking.turf).data ?? booking.turf;
  const now = useVenueNow();
  // The court's own rules where one is picked (docs/decisions/039). Without a court, at a venue
  // with courts priced apart, only the server knows which court (so which price) a hold gets.
  const courts = courtsOfTurf(turf) ?? [];
  const picked = courts.find((court) => court.id === booking.courtId);
  const rules = rulesOfCourt(priceRulesOfTurf(turf), picked);
  const serverOnly = priceWaitsForCourt(courts, booking.courtId);
  const mirrored = quoteBooking(start, end, rules, now, turf.openingHours);
  // The server's price is what Pay Now charges; the browser's mirror shows meanwhile.
  const served = usePriceQuote(
    {
      turfId: turf._id,
      date: start.date,
      start: start.minutes,
      end: end.minutes,
      courtId: booking.courtId,
      sport: booking.sport,
    },
    !mirrored.problem,
  );
  const pricing = serverOnly && !served.data && !served.isError;
  const quote = served.data
    ? { ...mirrored, totalText: served.data.amount, parts: served.data.parts }
    : { ...mirrored, parts: mirrored.parts.map(pricePartJson) };
  const quoteProblem = mirrored.problem
    ? PROBLEM_KEYS[mirrored.problem]
      ? t(PROBLEM_KEYS[mirrored.problem]!)
      : mirrored.problem
    : served.isError
      ? errorText(served.error, t('priceFailed'))
      : null;
  const createIntent = useCreatePaymentIntent();
  const [error, setError] = useState<string | null>(null);
  // A promo code comes off the price Pay Now charges (docs/decisions/035).
  const pricePaise = quoteProblem || pricing ? 0 : (rupeesToPaise(quote.totalText) ?? 0);
  const promo = usePromoCode(turf._id, quoteProblem ? 0 : pricePaise);
  // Split with my team (docs/decisions/044): no promo code and no credit on a split booking.
  const split = useSplitChoice(pricePaise);
  const applied = split.on ? null : promo.applied;
  const totalText = applied ? paiseToRupeesText(applied.finalPaise) : quote.totalText;
  const totalPaise = quoteProblem || pricing ? 0 : (rupeesToPaise(totalText) ?? 0);
  const credit = useCreditChoice(split.on ? 0 : totalPaise);
  const paidWithCredit = usePaidWithCredit(user._id, turf._id);

  const payNow = () => {
    if (quoteProblem || pricing || createIntent.isPending || promo.checking) return;
    setError(null);
    const slot = {
      turfId: turf._id,
      bookingDate: start.date,
      startTime: timeLabel(start.minutes),
      endTime: timeLabel(end.minutes),
    };
    const court = {
      ...(booking.sport ? { sport: booking.sport } : {}),
      ...(booking.courtId ? { courtId: booking.courtId } : {}),
    };
    createIntent.mutate(
      {
        amount: totalText,
        userId: user._id,
        booking: { ...slot, ...court },
        promoCode: applied?.code ?? null,
        useCredit: credit.useCredit,
        ...(split.on ? { split: { players: split.players } } : {}),
      },
      {
        onSuccess: (answer) => {
          // Credit paid it all: confirmed already, no card step (docs/decisions/040).
          if (answer?.paidWithCredit) {
            paidWithCredit(answer.bookingIds ?? []);
            return;
          }
          if (!answer?.clientSecret) {
            setError(t('noClientSecret'));
            return;
          }
          const checkout: CheckoutStateInput = {
            clientSecret: answer.clientSecret,
            // What the card or UPI pays: the price less the credit the server took.
            amount: answer.toPay ?? answer.amount ?? totalText,
            ...(answer.creditUsed && answer.creditUsed !== '0.00'
              ? { creditUsed: answer.creditUsed }
              : {}),
            paymentId: answer.paymentId,
            holdExpiresAt: answer.holdExpiresAt ?? undefined,
            bookingDetails: { ...slot, turfName: turf.name, userId: user._id },
            // The booker's own share: paid, it lands on the split's page with the team's link.
            ...(answer.splitId ? { split: { splitId: answer.splitId, kind: 'booker-share' } } : {}),
          };
          saveCheckoutState(tabStorage(), checkout);
          navigate('/checkout', { state: checkout });
        },
        onError: (failure) => setError(errorText(failure, t('payFailed'))),
      },
    );
  };

  const problem = quoteProblem ?? error;
  // A rate per hour only where the whole range is charged at one (a band, a special day or a
  // last-minute offer may price part of it apart); the breakdown below shows each part's.
  const rates = new Set(quote.parts.map((part) => part.perHour));
  const perHour =
    !pricing && !quoteProblem && rates.size === 1 ? formatRupeeAmount([...rates][0]!) : null;
  // Only at a venue with several courts: the one picked, or any free one.
  const courtRow =
    (turf.courts?.length ?? 0) > 1
      ? (turf.courts!.find((court) => court._id === booking.courtId)?.name ?? t('anyCourt'))
      : null;
  return (
    <div className="bg-gradient-to-b from-emerald-50 to-slate-50 px-4 py-8 sm:py-12">
      <PageTitle title={t('heading')} />
      <div className="mx-auto max-w-xl rounded-2xl bg-white p-5 shadow-xl ring-1 shadow-emerald-900/5 ring-slate-200 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('heading')}</h1>

        <div className="mt-5 flex items-center gap-4">
          <div className="w-24 shrink-0 overflow-hidden rounded-xl sm:w-28">
            <TurfImage src={turf.images} alt="" />
          </div>
          <div className="min-w-0">
            <p className="text-lg font-bold text-slate-900">{turf.name}</p>
            {turf.location ? <p className="text-sm text-slate-600">{turf.location}</p> : null}
            {perHour ? (
              <p className="text-sm text-slate-600">{t('perHour', { amount: perHour })}</p>
            ) : null}
          </div>
        </div>

        <dl className="mt-5 divide-y divide-slate-100 border-y border-slate-100">
          <Row
            label={t('row.start')}
            value={t('row.when', { date: dates.date(start.date), time: timeLabel(start.minutes) })}
          />
          <Row
            label={t('row.end')}
            value={t('row.when', { date: dates.date(end.date), time: timeLabel(end.minutes) })}
          />
          {courtRow ? <Row label={t('row.court')} value={courtRow} /> : null}
          {quoteProblem ? null : (
            <Row label={t('row.duration')} value={t('row.hours', { hours: quote.hours })} />
          )}
        </dl>

        {quoteProblem ? null : pricing ? (
          <div className="mt-4 flex justify-center">
            <Spinner label={t('pricing')} />
          </div>
        ) : (
          <PriceBreakdown parts={quote.parts} />
        )}

        {quoteProblem || pricing ? null : <SplitChoice choice={split} />}

        {quoteProblem || split.on ? null : (
          <div className="mt-4">
            <PromoCodeField promo={promo} />
          </div>
        )}

        {applied ? (
          <dl className="mt-4 space-y-1 text-sm">
            <div className="flex justify-between">
              <dt className="text-slate-600">{t('price')}</dt>
              <dd className="font-medium text-slate-900">{formatRupeeAmount(quote.totalText)}</dd>
            </div>
            <div className="flex justify-between">
              <dt className="text-slate-600">{t('promoCode', { code: applied.code })}</dt>
              <dd className="font-medium text-emerald-700" data-testid="promo-discount">
                −{formatPaise(applied.discountPaise)}
              </dd>
            </div>
          </dl>
        ) : null}

        <div className="mt-4 flex items-baseline justify-between">
          <span className="font-semibold text-slate-900">{t('total')}</span>
          <span className="text-2xl font-extrabold text-emerald-700" data-testid="booking-total">
            {quoteProblem ? formatPaise(0) : pricing ? '…' : formatRupeeAmount(totalText)}
          </span>
        </div>

        {quoteProblem || pricing || split.on ? null : (
          <CreditChoice choice={credit} pricePaise={totalPaise} />
        )}

        {/* A split booking is cancelled under the same policy, its refund shared (decision 044). */}
        <CancellationPolicyNote className="mt-5" />

        {problem ? (
          <p
            role="alert"
            className="mt-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-700"
          >
            {problem}
          </p>
        ) : null}

        <button
          type="button"
          onClick={payNow}
          disabled={!!quoteProblem || pricing || createIntent.isPending || promo.checking}
          aria-busy={createIntent.isPending || undefined}
          className="mt-6 flex w-full items-center justify-center gap-2 rounded-xl bg-emerald-700 px-5 py-3 text-lg font-semibold text-white shadow-sm transition hover:bg-emerald-800 focus-visible:ring-2 focus-visible:ring-emerald-400 focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-not-allowed disabled:bg-emerald-600/60"
        >
          {createIntent.isPending ? (
            <Spinner label={t('sending')} className="size-5 text-white" />
          ) : null}
          {split.sharesPaise
            ? t('payShare', { amount: formatPaise(split.sharesPaise[0]!) })
            : credit.allCredit
              ? t('payWithCredit')
              : t('payNow')}
        </button>
        <p className="mt-3 text-center text-sm text-slate-600">
          {problem ? t('nothingHeld') : t('holdNote')}{' '}
          <Link
            to={`/turfs/${turf._id}`}
            state={{ turf }}
            className="font-semibold text-emerald-700 hover:underline"
          >
            {t('changeTime')}
          </Link>
        </p>
      </div>
    </div>
  );
}
