import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardPaymentClient } from '../../../lib/payments/card-payment-client';
import { mountStripeCard } from '../../../lib/payments/stripe-card-client';

interface StripeCardFieldsProps {
  publishableKey: string;
  onClient: (client: CardPaymentClient | null) => void;
  /** A card problem found before sending (e.g. nothing entered yet). */
  problem: string | null;
  onEdit: () => void;
}

/** Stripe Elements' card element, loaded from js.stripe.com when this component mounts. */
export function StripeCardFields({
  publishableKey,
  onClient,
  problem,
  onEdit,
}: StripeCardFieldsProps) {
  const { t } = useTranslation('checkout');
  const node = useRef<HTMLDivElement>(null);
  const [live, setLive] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => void) | null = null;
    const target = node.current;
    if (!target) return;
    mountStripeCard(publishableKey, target, (message) => {
      setLive(message);
      onEdit();
    })
      .then((mounted) => {
        if (!mounted) {
          if (!cancelled) setFailed(true);
          return;
        }
        if (cancelled) {
          mounted.destroy();
          return;
        }
        destroy = mounted.destroy;
        onClient(mounted.client);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      destroy?.();
      onClient(null);
    };
  }, [publishableKey, onClient, onEdit]);

  const message = live ?? problem;
  return (
    <div className="space-y-2">
      <span id="stripe-card-label" className="block text-sm font-medium text-slate-700">
        {t('card.details')}
      </span>
      <div
        ref={node}
        role="group"
        aria-labelledby="stripe-card-label"
        className="min-h-11 rounded-lg border border-slate-300 bg-white px-3.5 py-3 shadow-sm"
      />
      {failed ? (
        <p role="alert" className="text-sm font-medium text-red-600">
          {t('card.notLoaded')}
        </p>
      ) : null}
      {message ? (
        <p role="alert" className="text-sm font-medium text-red-600">
          {message}
        </p>
      ) : null}
    </div>
  );
}
