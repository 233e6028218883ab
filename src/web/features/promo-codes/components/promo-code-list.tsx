import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { PromoCodeJson } from '../../../../shared/api/promo-contract';
import { zonedNow } from '../../../../shared/time';
import { useVenueTimeZone } from '../../../hooks/use-venue-time-zone';
import { useDates } from '../../../i18n/use-language';
import { formatRupeeAmount } from '../../../utils/money';

function discountText(t: TFunction, code: PromoCodeJson) {
  return code.percentOff !== null
    ? t('list.percentOff', { percent: code.percentOff })
    : t('list.amountOff', { amount: formatRupeeAmount(code.amountOff ?? 0) });
}

/** Each code with what it has done: its uses against its cap and the money it gave away. */
export function PromoCodeList({ codes }: { codes: PromoCodeJson[] }) {
  const { t } = useTranslation('promo-codes');
  const dates = useDates();
  const timeZone = useVenueTimeZone();
  const day = (iso: string) => dates.date(zonedNow(new Date(iso), timeZone).date);
  // validTo is the start of the day after the last one (docs/decisions/035).
  const lastDay = (iso: string) => day(new Date(new Date(iso).getTime() - 1).toISOString());
  if (codes.length === 0)
    return (
      <p className="rounded-2xl bg-white p-6 text-center text-slate-600 ring-1 ring-slate-200">
        {t('list.none')}
      </p>
    );
  return (
    <ul className="grid gap-4 md:grid-cols-2" aria-label={t('list.label')}>
      {codes.map((code) => (
        <li
          key={code._id}
          className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
          data-testid="promo-code"
        >
          <div className="flex items-baseline justify-between gap-3">
            <p className="font-mono text-lg font-bold text-slate-900">{code.code}</p>
            <p className="font-semibold text-emerald-700">{discountText(t, code)}</p>
          </div>
          <p className="mt-1 text-sm text-slate-600">
            {day(code.validFrom)} – {lastDay(code.validTo)}
            {code.minAmount > 0
              ? ` · ${t('list.from', { amount: formatRupeeAmount(code.minAmount) })}`
              : ''}
            {code.firstBookingOnly ? ` · ${t('list.firstOnly')}` : ''}
          </p>
          <p className="mt-1 text-sm text-slate-600">
            {code.allTurfs ? t('list.everyTurf') : code.turfs.map((turf) => turf.name).join(', ')}
          </p>
          <dl className="mt-3 grid grid-cols-3 gap-2 text-center">
            <div className="rounded-lg bg-slate-50 p-2">
              <dt className="text-xs text-slate-600">{t('list.uses')}</dt>
              <dd className="font-bold text-slate-900" data-testid="promo-uses">
                {t('list.usesOf', { uses: String(code.uses), max: String(code.maxUses) })}
              </dd>
            </div>
            <div className="rounded-lg bg-slate-50 p-2">
              <dt className="text-xs text-slate-600">{t('list.paid')}</dt>
              <dd className="font-bold text-slate-900" data-testid="promo-paid-uses">
                {code.paidUses}
              </dd>
            </div>
            <div className="rounded-lg bg-slate-50 p-2">
              <dt className="text-xs text-slate-600">{t('list.givenAway')}</dt>
              <dd className="font-bold text-slate-900" data-testid="promo-given-away">
                {formatRupeeAmount(code.givenAway)}
              </dd>
            </div>
          </dl>
          <p className="mt-2 text-xs text-slate-500">
            {t('list.perPlayer', { count: code.maxUsesPerPlayer })}
          </p>
        </li>
      ))}
    </ul>
  );
}
