import { useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { countdownText } from '../../../../shared/own-holds';
import { LOCAL_UPI_PAYEE, upiPayLink } from '../../../../shared/upi';
import { Spinner } from '../../../components/spinner';
import { useQrCode } from '../../../hooks/use-qr-code';
import type { UpiWaiting } from '../../../lib/payments/local-upi-client';

/**
 * Where the UPI link leads with the local gateway: the development UPI app, handed the very
 * upi://pay link a real UPI app would get (decision 037).
 */
export function devUpiAppUrl(link: string): string {
  return `${window.location.origin}/dev/upi-app?pay=${encodeURIComponent(link)}`;
}

function useSecondsLeft(expiresAt: string): number {
  const left = () => Math.max(0, Math.ceil((Date.parse(expiresAt) - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    const timer = setInterval(() => setSeconds(left()), 1000);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [expiresAt]);
  return seconds;
}

/** The checkout while a UPI request waits: approve it in the UPI app, before the countdown ends. */
export function UpiWaitingPanel({ waiting }: { waiting: UpiWaiting }) {
  const { t } = useTranslation('checkout');
  const seconds = useSecondsLeft(waiting.expiresAt);
  const link = upiPayLink({
    payeeVpa: LOCAL_UPI_PAYEE.vpa,
    payeeName: LOCAL_UPI_PAYEE.name,
    amountPaise: waiting.amountPaise,
    reference: waiting.request,
  });
  const appUrl = devUpiAppUrl(link);
  const qr = useQrCode(appUrl, 220);
  return (
    <div
      data-testid="upi-waiting"
      className="space-y-3 rounded-xl bg-emerald-50 p-4 ring-1 ring-emerald-200"
    >
      <div className="flex items-start gap-3">
        <Spinner label={t('upi.waitingLabel')} className="mt-0.5 size-5 text-emerald-700" />
        <div>
          <p className="font-semibold text-emerald-900">{t('upi.approve')}</p>
          <p className="mt-0.5 text-sm text-emerald-900/80">
            <Trans
              t={t}
              i18nKey="upi.sent"
              values={{ vpa: waiting.vpa }}
              components={{ vpa: <span className="font-medium" /> }}
            />
          </p>
          {/* The one countdown of the step, saying what it counts (decision 061): the summary's
              hold line gives way to it while the request waits. */}
          <p className="mt-1 text-sm text-emerald-900/80" aria-live="off">
            <Trans
              t={t}
              i18nKey="upi.expiresIn"
              values={{ left: countdownText(seconds) }}
              components={{
                countdown: <span className="font-mono font-semibold" data-testid="upi-countdown" />,
              }}
            />
          </p>
        </div>
      </div>
      {/* A phone pays from its own UPI app: the link first, as a thumb reaches it; the QR code,
          for paying from another phone, second (decision 061). Both are for narrow screens. */}
      <div className="space-y-3 border-t border-emerald-200 pt-3 sm:hidden">
        <a
          href={appUrl}
          target="_blank"
          rel="noopener"
          data-upi-link={link}
          className="flex w-full items-center justify-center rounded-xl bg-emerald-700 px-4 py-3 font-semibold text-white shadow-sm hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
        >
          {t('upi.openApp')}
        </a>
        <p className="text-sm text-emerald-900/80">{t('upi.scan')}</p>
        {qr ? (
          <img
            src={qr}
            alt={t('upi.qrAlt')}
            width={220}
            height={220}
            className="mx-auto rounded-lg bg-white p-1 ring-1 ring-emerald-200"
          />
        ) : null}
        <p className="text-xs text-emerald-900/60">{t('upi.testApp')}</p>
      </div>
    </div>
  );
}
