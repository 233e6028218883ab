import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatPaise } from '../../../../shared/display-format';
import { PageTitle } from '../../../components/page-title';
import { Spinner } from '../../../components/spinner';
import { API_BASE } from '../../../lib/api-client';
import { useConfigQuery } from '../../../lib/config-query';

// /dev/upi-app: the development stand-in for the player's UPI app (decision 037). It is handed the
// upi://pay link a real app would get (by the checkout's QR code or "Open UPI app" button), reads
// the request's reference (`tr`) from it, and approves or declines that request at the local
// gateway. It works only with PAYMENT_PROVIDER=local, whose routes alone exist then.

interface OpenRequest {
  reference: string;
  amount: number;
  payerVpa: string;
  payee: { vpa: string; name: string };
  expiresAt: string;
}

type View =
  | { kind: 'loading' }
  | { kind: 'open'; request: OpenRequest }
  | { kind: 'done'; message: string; ok: boolean }
  | { kind: 'problem'; message: string };

const NO_REQUEST = 'This link does not carry a UPI payment request.';
const UNAVAILABLE = 'The development UPI app works only with the offline test gateway.';

/** The `tr` of a upi://pay link, or null. */
export function referenceOf(link: string | null): string | null {
  if (!link?.startsWith('upi://pay?')) return null;
  return new URLSearchParams(link.slice('upi://pay?'.length)).get('tr');
}

async function gateway(path: string, body?: unknown) {
  const response = await fetch(`${API_BASE}/payment/local/upi/${path}`, {
    method: body ? 'POST' : 'GET',
    credentials: 'include',
    headers: body ? { 'Content-Type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = (await response.json().catch(() => null)) as {
    request?: OpenRequest;
    status?: string;
    error?: { message?: string };
  } | null;
  if (!response.ok)
    throw new Error(answer?.error?.message ?? 'The UPI request could not be reached.');
  return answer ?? {};
}

export function DevUpiAppPage() {
  const [params] = useSearchParams();
  const provider = useConfigQuery().data?.payment.provider;
  const reference = referenceOf(params.get('pay'));
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);

  // Without the local gateway or a request, there is nothing to fetch: the page says so.
  const unusable = !provider
    ? null
    : provider !== 'local'
      ? UNAVAILABLE
      : !reference
        ? NO_REQUEST
        : null;

  useEffect(() => {
    if (provider !== 'local' || !reference) return;
    gateway(`request?request=${encodeURIComponent(reference)}`)
      .then((answer) => setView({ kind: 'open', request: answer.request! }))
      .catch((error: Error) => setView({ kind: 'problem', message: error.message }));
  }, [provider, reference]);

  const answer = async (kind: 'approve' | 'decline') => {
    setBusy(true);
    try {
      await gateway(kind, { request: reference });
      setView({
        kind: 'done',
        ok: kind === 'approve',
        message:
          kind === 'approve'
            ? 'Payment approved. You can go back to TurfBook.'
            : 'Payment declined. You can go back to TurfBook.',
      });
    } catch (error) {
      setView({ kind: 'problem', message: (error as Error).message });
    }
    setBusy(false);
  };

  const shown: View = unusable ? { kind: 'problem', message: unusable } : view;

  return (
    <div className="flex justify-center bg-slate-100 px-4 py-10">
      <PageTitle title="Development UPI app" />
      <section
        aria-labelledby="upi-app-heading"
        className="w-full max-w-sm rounded-3xl bg-white p-6 shadow-xl ring-1 ring-slate-200"
      >
        <p className="text-xs font-semibold tracking-wide text-violet-700 uppercase">
          Development UPI app · test mode
        </p>
        <h1 id="upi-app-heading" className="mt-1 text-xl font-bold text-slate-900">
          Payment request
        </h1>
        {shown.kind === 'loading' ? (
          <Spinner label="Loading the request" className="mt-6 size-6 text-violet-700" />
        ) : null}
        {shown.kind === 'open' ? (
          <>
            <dl className="mt-5 space-y-3 text-sm">
              <div>
                <dt className="text-slate-500">Pay</dt>
                <dd className="text-3xl font-bold text-slate-900" data-testid="upi-app-amount">
                  {formatPaise(shown.request.amount)}
                </dd>
              </div>
              <div>
                <dt className="text-slate-500">To</dt>
                <dd className="font-medium text-slate-900">
                  {shown.request.payee.name} ({shown.request.payee.vpa})
                </dd>
              </div>
              <div>
                <dt className="text-slate-500">From</dt>
                <dd className="font-medium text-slate-900">{shown.request.payerVpa}</dd>
              </div>
              <div>
                <dt className="text-slate-500">Reference</dt>
                <dd className="font-mono text-xs break-all text-slate-700">
                  {shown.request.reference}
                </dd>
              </div>
            </dl>
            <div className="mt-6 grid grid-cols-2 gap-3">
              <button
                type="button"
                disabled={busy}
                onClick={() => void answer('decline')}
                className="rounded-xl bg-white px-4 py-3 font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50 disabled:opacity-60"
              >
                Decline
              </button>
              <button
                type="button"
                disabled={busy}
                onClick={() => void answer('approve')}
                className="rounded-xl bg-violet-700 px-4 py-3 font-semibold text-white hover:bg-violet-800 disabled:opacity-60"
              >
                Approve
              </button>
            </div>
          </>
        ) : null}
        {shown.kind === 'done' ? (
          <p
            role="status"
            className={`mt-5 rounded-lg px-3 py-2 text-sm font-medium ${
              shown.ok ? 'bg-emerald-50 text-emerald-800' : 'bg-slate-100 text-slate-800'
            }`}
          >
            {shown.message}
          </p>
        ) : null}
        {shown.kind === 'problem' ? (
          <p
            role="alert"
            className="mt-5 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-700"
          >
            {shown.message}
          </p>
        ) : null}
      </section>
    </div>
  );
}
