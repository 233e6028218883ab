import type { RefundDestination } from '../../../../shared/credit';
import { useBookingWords } from '../use-booking-words';

// Where a cancellation's refund goes (docs/decisions/040): TurfBook credit at once, or back to
// the card or UPI paid with, which banks take days to show.

export const REFUND_CHOICES: { value: RefundDestination; label: string; hint: string }[] = [
  { value: 'source', label: 'refundTo.source', hint: 'refundTo.sourceHint' },
  { value: 'credit', label: 'refundTo.credit', hint: 'refundTo.creditHint' },
];

export function RefundChoice({
  value,
  onChange,
}: {
  value: RefundDestination;
  onChange: (next: RefundDestination) => void;
}) {
  const { t } = useBookingWords();
  return (
    <fieldset className="mt-4">
      <legend className="text-sm font-semibold text-slate-900">{t('refundTo.legend')}</legend>
      <div className="mt-2 space-y-2">
        {REFUND_CHOICES.map((choice) => (
          <label
            key={choice.value}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 px-3 py-2 has-[:checked]:border-emerald-600 has-[:checked]:bg-emerald-50"
          >
            <input
              type="radio"
              name="refund-to"
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="mt-1 accent-emerald-700"
            />
            <span>
              <span className="block text-sm font-medium text-slate-900">{t(choice.label)}</span>
              <span className="block text-xs text-slate-600">{t(choice.hint)}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
