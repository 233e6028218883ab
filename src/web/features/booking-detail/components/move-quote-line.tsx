import type { UseQueryResult } from '@tanstack/react-query';
import type { MoveQuoteAnswer } from '../../../../shared/api/move-contract';
import type { RefundDestination } from '../../../../shared/credit';
import { isApiRequestError } from '../../../lib/api-client';
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
  if (quote.isPending) return <p className="text-sm text-slate-600">Working out the price…</p>;
  if (quote.isError) {
    const text =
      isApiRequestError(quote.error) && quote.error.serverMessage
        ? quote.error.serverMessage
        : 'Could not work out the price of this time.';
    return <p className="text-sm text-slate-600">{text}</p>;
  }
  const { kind, text } = quote.data;
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
