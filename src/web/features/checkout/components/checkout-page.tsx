import { lazy, Suspense, useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { SessionUser } from '../../../../shared/api-types';
import { billingNameOrGuest } from '../../../../shared/card';
import { PageTitle } from '../../../components/page-title';
import { Spinner } from '../../../components/spinner';
import { TextField } from '../../../components/form/text-field';
import { useConfigQuery } from '../../../lib/config-query';
import {
  NOT_INITIALIZED_MESSAGE,
  type CardPaymentClient,
} from '../../../lib/payments/card-payment-client';
import { readCheckoutState, type CheckoutState } from '../../../lib/payments/checkout-state';
import { tabStorage } from '../../../lib/payments/payment-session';
import { formatRupeeAmount } from '../../../utils/money';
import { useCheckoutPayment } from '../hooks/use-checkout-payment';
import { usePaymentText } from '../hooks/use-payment-text';
import { CheckoutSummary } from './checkout-summary';
import { LocalCardFields } from './local-card-fields';
import { LocalPayMethodChoice, type LocalPayMethod } from './local-pay-method';
import { LocalUpiFields } from './local-upi-fields';
import { NoPaymentInProgress } from './no-payment-in-progress';
import { PaymentStatusLine } from './payment-status-line';

// Stripe's fields (and Stripe.js) load only when this deployment pays through Stripe.
const StripeCardFields = lazy(() =>
  import('./stripe-card-fields').then((module) => ({ default: module.StripeCardFields })),
);

// Razorpay Checkout (checkout.js) loads only when this deployment pays through Razorpay.
const RazorpayPayFields = lazy(() =>
  import('./razorpay-pay-fields').then((module) => ({ default: module.RazorpayPayFields })),
);

/** /checkout: 'Complete Your Payment' (spec §2, §4 "Payment flow"). */
export function CheckoutPage({ user }: { user: SessionUser }) {
  const location = useLocation();
  const [state] = useState(() => readCheckoutState(location.state, tabStorage()));
  if (!state || state.bookingDetails.userId !== user._id) return <NoPaymentInProgress />;
  return <CheckoutForm state={state} />;
}

function CheckoutForm({ state }: { state: CheckoutState }) {
  const config = useConfigQuery().data;
  const { t } = useTranslation('checkout');
  const say = usePaymentText();
  const [client, setClient] = useState<CardPaymentClient | null>(null);
  const [cardProblem, setCardProblem] = useState<string | null>(null);
  const [billingName, setBillingName] = useState('');
  // Card first: the journeys and players who pay by card find the form as it was (decision 037).
  const [localMethod, setLocalMethod] = useState<LocalPayMethod>('card');
  const payment = useCheckoutPayment(state);
  const clearProblem = useCallback(() => setCardProblem(null), []);
  // Pay Now's hold, or the later one a waiting UPI request gave the slots (decision 037).
  const [holdExpiresAt, setHoldExpiresAt] = useState(state.holdExpiresAt);
  // While a UPI request waits, its own countdown is the one shown (decision 061).
  const [upiWaiting, setUpiWaiting] = useState(false);
  const holdExtended = useCallback(
    (until: string) =>
      setHoldExpiresAt((current) =>
        !current || Date.parse(until) > Date.parse(current) ? until : current,
      ),
    [],
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!client || payment.processing || payment.closed) return;
    const problem = client.checkCard();
    setCardProblem(problem);
    if (problem) return;
    void payment.pay(client, billingNameOrGuest(billingName));
  };

  const provider = config?.payment.provider;
  const upi = provider === 'local' && localMethod === 'upi';
  const chooseMethod = (method: LocalPayMethod) => {
    setLocalMethod(method);
    setCardProblem(null);
  };
  const ready = !!client;
  const busy = payment.processing;
  const turfId = state.bookingDetails.turfId;

  return (
    <div className="bg-gradient-to-b from-emerald-50 to-slate-50 px-4 py-8 sm:px-6 sm:py-12">
      <PageTitle title={t('heading')} />
      <div className="mx-auto max-w-4xl">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {t('heading')}
        </h1>
        <div className="mt-6 grid gap-6 md:grid-cols-[1fr_1.15fr] md:items-start">
          <CheckoutSummary
            state={{ ...state, holdExpiresAt }}
            zone={config?.venueTimeZone ?? 'Asia/Kolkata'}
            showHold={!payment.closed && !(upi && upiWaiting)}
          />

          <form
            onSubmit={submit}
            noValidate
            aria-labelledby="card-form-heading"
            className="rounded-2xl bg-white p-5 shadow-xl ring-1 shadow-emerald-900/5 ring-slate-200 sm:p-6"
          >
            <h2 id="card-form-heading" className="text-lg font-bold text-slate-900">
              {provider === 'razorpay'
                ? t('form.razorpayHeading')
                : provider === 'local'
                  ? t('form.localHeading')
                  : t('form.cardHeading')}
            </h2>
            {provider === 'local' && !upi ? (
              <p className="mt-1 text-sm text-slate-600">{t('form.testCard')}</p>
            ) : null}

            <fieldset disabled={busy || payment.closed} className="mt-5 space-y-4">
              <legend className="sr-only">{t('form.details')}</legend>
              {provider === 'local' ? (
                <LocalPayMethodChoice method={localMethod} onChange={chooseMethod} />
              ) : null}
              {provider === 'razorpay' || upi ? null : (
                <TextField
                  label={t('form.cardholder')}
                  name="cardholder"
                  autoComplete="cc-name"
                  placeholder={t('form.cardholderPlaceholder')}
                  value={billingName}
                  onChange={(event) => setBillingName(event.target.value)}
                />
              )}
              {provider === 'local' && !upi ? (
                <LocalCardFields
                  onClient={setClient}
                  problem={cardProblem && say(cardProblem)}
                  onEdit={clearProblem}
                />
              ) : null}
              {upi ? (
                <LocalUpiFields
                  onClient={setClient}
                  problem={cardProblem && say(cardProblem)}
                  onEdit={clearProblem}
                  onHoldExtended={holdExtended}
                  onWaitingChange={setUpiWaiting}
                />
              ) : null}
              {provider === 'stripe' && config?.payment.publishableKey ? (
                <Suspense
                  fallback={
                    <Spinner label={t('form.loadingCard')} className="size-6 text-emerald-600" />
                  }
                >
                  <StripeCardFields
                    publishableKey={config.payment.publishableKey}
                    onClient={setClient}
                    problem={cardProblem && say(cardProblem)}
                    onEdit={clearProblem}
                  />
                </Suspense>
              ) : null}
              {provider === 'razorpay' &&
              config?.payment.publishableKey &&
              config.payment.checkoutUrl ? (
                <Suspense
                  fallback={
                    <Spinner
                      label={t('form.loadingRazorpay')}
                      className="size-6 text-emerald-600"
                    />
                  }
                >
                  <RazorpayPayFields
                    keyId={config.payment.publishableKey}
                    checkoutUrl={config.payment.checkoutUrl}
                    onClient={setClient}
                  />
                </Suspense>
              ) : null}
            </fieldset>

            {!ready ? (
              <p
                role="status"
                className="mt-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900"
              >
                {say(NOT_INITIALIZED_MESSAGE)}
              </p>
            ) : null}

            <button
              type="submit"
              disabled={!ready || busy || payment.closed}
              aria-busy={busy || undefined}
              className="mt-6 flex w-full items-center justify-center gap-2 rounded-xl bg-emerald-700 px-5 py-3 text-lg font-semibold text-white shadow-sm transition hover:bg-emerald-800 focus-visible:ring-2 focus-visible:ring-emerald-400 focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-not-allowed disabled:bg-emerald-600/60"
            >
              {busy ? <Spinner label={t('form.processing')} className="size-5 text-white" /> : null}
              {upi ? t('form.payUpi') : t('form.pay', { amount: formatRupeeAmount(state.amount) })}
            </button>

            <PaymentStatusLine status={payment.status} />

            {payment.finalizeError ? (
              <p
                role="alert"
                className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-700"
              >
                {say(payment.finalizeError)}
              </p>
            ) : null}
            {payment.closed ? (
              <Link
                to={`/turfs/${turfId}`}
                className="mt-3 inline-block font-semibold text-emerald-700 hover:underline"
              >
                {t('form.chooseAnother')}
              </Link>
            ) : null}
          </form>
        </div>
      </div>
    </div>
  );
}
