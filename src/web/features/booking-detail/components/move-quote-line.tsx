import type { UseQueryResult } from '@tanstack/react-query';
import type { MoveQuoteAnswer } from '../../../../shared/api/move-contract';
import type { RefundDestination } from '../../../../shared/credit';
import { MOVE_PRICE_MESSAGES } from '../../../../shared/move-price';
import { useErrorText } from '../../../i18n/error-text';
import { useBookingWords } from '../use-booking-words';
import { RefundChoice } from './refund-choice';

/**
 * What the picked time costs (docs/decisions/053): "Pay ₹X more", "₹X back to you" with where it
 * goes, or nothing to pay; shown before the player confirms the move.
 */
export function MoveQuoteLine({
  quote,
  refundTo,
  onRefundTo,
}: {
  quote: UseQueryResult<MoveQuoteAnswer>;
  refundTo: RefundDestination;
  onRefundTo: (next: RefundDestination) => void;
}) {
  const { t } = useBookingWords();
  const errorText = useErrorText();
  if (quote.isPending) return <p className="text-sm text-slate-600">{t('quote.working')}</p>;
  if (quote.isError)
    return <p className="text-sm text-slate-600">{errorText(quote.error, t('quote.failed'))}</p>;
  const { kind, difference } = quote.data;
  // The server's line (shared/move-price.ts MOVE_PRICE_MESSAGES) in the reader's language.
  const text =
    kind === 'pay'
      ? t('quote.pay', { amount: difference })
      : kind === 'refund'
        ? t('quote.back', { amount: difference })
        : quote.data.text === MOVE_PRICE_MESSAGES.waived
          ? t('quote.waived')
          : quote.data.text === MOVE_PRICE_MESSAGES.same
            ? t('quote.same')
            : quote.data.text;
  const tone =
    kind === 'pay'
      ? 'border-amber-300 bg-amber-50 text-amber-900'
      : 'border-emerald-300 bg-emerald-50 text-emerald-900';
  return (
    <div>
      <p
        className={`rounded-lg border px-3 py-2 text-sm font-semibold ${tone}`}
        data-testid="move-quote"
        aria-live="polite"
      >
        {text}
      </p>
      {kind === 'refund' ? <RefundChoice value={refundTo} onChange={onRefundTo} /> : null}
    </div>
  );
}
