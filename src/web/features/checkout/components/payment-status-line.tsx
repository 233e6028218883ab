import { usePaymentText } from '../hooks/use-payment-text';
import { statusTone, type StatusTone } from '../pay-and-finalize';

const TONES: Record<StatusTone, string> = {
  progress: 'bg-slate-50 text-slate-700 ring-slate-200',
  success: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  error: 'bg-red-50 text-red-700 ring-red-200',
};

/** The checkout's status line (spec §2), announced politely as it changes. */
export function PaymentStatusLine({ status }: { status: string | null }) {
  const say = usePaymentText();
  return (
    <div aria-live="polite" aria-atomic="true" className="mt-4 min-h-0">
      {status ? (
        <p
          data-testid="payment-status"
          className={`rounded-lg px-3 py-2 text-sm font-medium ring-1 ${TONES[statusTone(status)]}`}
        >
          {say(status)}
        </p>
      ) : null}
    </div>
  );
}
