import { useTranslation } from 'react-i18next';
import { CARD_MESSAGES } from '../../../../shared/card';
import { UPI_MESSAGES, UPI_REQUEST_MESSAGES } from '../../../../shared/upi';
import { NOT_INITIALIZED_MESSAGE } from '../../../lib/payments/card-payment-client';
import { RAZORPAY_MESSAGES } from '../../../lib/payments/razorpay-checkout-client';
import { PAYMENT_STATUS } from '../pay-and-finalize';
import { FINALIZE_RETRY_NOTE } from './use-checkout-payment';

// The payment flow's texts stay English where they are made (the shared card and UPI checks, the
// clients, the status line's states, which its tone is read from); the checkout shows each in the
// reader's language by its key in the checkout catalogue (docs/decisions/062). A text not listed
// (a gateway's own words) is shown as it came.

const KEYS: Record<string, string> = {
  [CARD_MESSAGES.incorrectNumber]: 'card.incorrectNumber',
  [CARD_MESSAGES.incompleteNumber]: 'card.incompleteNumber',
  [CARD_MESSAGES.invalidExpiryMonth]: 'card.invalidExpiryMonth',
  [CARD_MESSAGES.expired]: 'card.expired',
  [CARD_MESSAGES.invalidCvc]: 'card.invalidCvc',
  [UPI_MESSAGES.required]: 'upi.required',
  [UPI_MESSAGES.invalid]: 'upi.invalid',
  [UPI_REQUEST_MESSAGES.declined]: 'upi.declined',
  [UPI_REQUEST_MESSAGES.expired]: 'upi.expired',
  [RAZORPAY_MESSAGES.closed]: 'razorpay.closed',
  [RAZORPAY_MESSAGES.declined]: 'razorpay.declined',
  [RAZORPAY_MESSAGES.notLoaded]: 'razorpay.notLoaded',
  [NOT_INITIALIZED_MESSAGE]: 'notInitialized',
  [FINALIZE_RETRY_NOTE]: 'finalizeRetry',
  [PAYMENT_STATUS.processing]: 'status.processing',
  [PAYMENT_STATUS.succeeded]: 'status.succeeded',
  [PAYMENT_STATUS.alreadyProcessed]: 'status.alreadyProcessed',
  [PAYMENT_STATUS.bookingNotMade]: 'status.bookingNotMade',
  [PAYMENT_STATUS.bookingNotSaved]: 'status.bookingNotSaved',
  [PAYMENT_STATUS.unexpected]: 'status.unexpected',
  'Your card could not be charged.': 'card.notCharged',
};

const FAILED_PREFIX = 'Payment failed: ';

/** `say(text)`: a payment text of the flow in the reader's language. */
export function usePaymentText() {
  const { t } = useTranslation('checkout');
  const say = (text: string): string => {
    if (text.startsWith(FAILED_PREFIX)) {
      return t('status.failed', { reason: say(text.slice(FAILED_PREFIX.length)) });
    }
    const key = KEYS[text];
    return key ? t(key) : text;
  };
  return say;
}
