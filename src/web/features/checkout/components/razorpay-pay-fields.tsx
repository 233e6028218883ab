import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardPaymentClient } from '../../../lib/payments/card-payment-client';
import {
  createRazorpayClient,
  loadRazorpayCheckout,
} from '../../../lib/payments/razorpay-checkout-client';

interface RazorpayPayFieldsProps {
  keyId: string;
  checkoutUrl: string;
  onClient: (client: CardPaymentClient | null) => void;
}

/** Razorpay's part of the checkout: loads checkout.js, which opens when the player presses Pay. */
export function RazorpayPayFields({ keyId, checkoutUrl, onClient }: RazorpayPayFieldsProps) {
  const { t } = useTranslation('checkout');
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    loadRazorpayCheckout(checkoutUrl)
      .then((Checkout) => {
        if (!cancelled) onClient(createRazorpayClient(Checkout, keyId));
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      onClient(null);
    };
  }, [keyId, checkoutUrl, onClient]);

  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-700">{t('razorpay.intro')}</p>
      {failed ? (
        <p role="alert" className="text-sm font-medium text-red-600">
          {t('razorpay.notLoaded')}
        </p>
      ) : null}
    </div>
  );
}
