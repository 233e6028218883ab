import { useTranslation } from 'react-i18next';
import { checkInPath } from '../../shared/attendance';
import { useQrCode } from '../hooks/use-qr-code';

// The player's pass at the gate (docs/decisions/043): the reference, large, and a QR code of the
// owner's check-in with it filled in; the owner scans it or types the reference. The booker's
// booking page shows it, and a game's joined players and a split's teammates see the same.

export function CheckInCode({ reference }: { reference: string }) {
  const { t } = useTranslation('booking-parts');
  const url = `${window.location.origin}${checkInPath(reference)}`;
  const image = useQrCode(url, 180);
  return (
    <section
      aria-labelledby="check-in-code-heading"
      className="rounded-2xl bg-white p-5 text-center shadow-sm ring-1 ring-slate-200"
      data-testid="check-in-code"
    >
      <h2 id="check-in-code-heading" className="text-base font-bold text-slate-900">
        {t('checkIn.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('checkIn.hint')}</p>
      {image ? (
        <img
          src={image}
          alt={t('checkIn.qrAlt', { reference })}
          width={180}
          height={180}
          className="mx-auto mt-3"
          data-check-in-url={url}
        />
      ) : (
        <div className="mx-auto mt-3 size-[180px] rounded bg-slate-100" aria-hidden="true" />
      )}
      <p className="mt-2 font-mono text-2xl font-bold tracking-widest text-slate-900">
        {reference}
      </p>
    </section>
  );
}
