import { formatDate } from '../../../../shared/display-format';
import type { PromoCodeJson } from '../../../../shared/api/promo-contract';
import { zonedNow } from '../../../../shared/time';
import { useVenueTimeZone } from '../../../hooks/use-venue-time-zone';
import { formatRupeeAmount } from '../../../utils/money';

function discountText(code: PromoCodeJson) {
  return code.percentOff !== null
    ? `${code.percentOff}% off`
    : `${formatRupeeAmount(code.amountOff ?? 0)} off`;
}

/** Each code with what it has done: its uses against its cap and the money it gave away. */
export function PromoCodeList({ codes }: { codes: PromoCodeJson[] }) {
  const timeZone = useVenueTimeZone();
  const day = (iso: string) => formatDate(zonedNow(new Date(iso), timeZone).date);
  // validTo is the start of the day after the last one (docs/decisions/035).
  const lastDay = (iso: string) => day(new Date(new Date(iso).getTime() - 1).toISOString());
  if (codes.length === 0)
    return (
      <p className="rounded-2xl bg-white p-6 text-center text-slate-600 ring-1 ring-slate-200">
        No promo codes yet.
      </p>
    );
  return (
    <ul className="grid gap-4 md:grid-cols-2" aria-label="Promo codes">
      {codes.map((code) => (
        <li
          key={code._id}
          className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
          data-testid="promo-code"
        >
          <div className="flex items-baseline justify-between gap-3">
            <p className="font-mono text-lg font-bold text-slate-900">{code.code}</p>
            <p className="font-semibold text-emerald-700">{discountText(code)}</p>
          </div>
          <p className="mt-1 text-sm text-slate-600">
            {day(code.validFrom)} – {lastDay(code.validTo)}
            {code.minAmount > 0 ? ` · from ${formatRupeeAmount(code.minAmount)}` : ''}
            {code.firstBookingOnly ? ' · first booking only' : ''}
          </p>
          <p className="mt-1 text-sm text-slate-600">
            {code.allTurfs ? 'Every turf' : code.turfs.map((turf) => turf.name).join(', ')}
          </p>
          <dl className="mt-3 grid grid-cols-3 gap-2 text-center">
            <div className="rounded-lg bg-slate-50 p-2">
              <dt className="text-xs text-slate-600">Uses</dt>
              <dd className="font-bold text-slate-900" data-testid="promo-uses">
                {code.uses} of {code.maxUses}
              </dd>
            </div>
            <div className="rounded-lg bg-slate-50 p-2">
              <dt className="text-xs text-slate-600">Paid</dt>
              <dd className="font-bold text-slate-900" data-testid="promo-paid-uses">
                {code.paidUses}
              </dd>
            </div>
            <div className="rounded-lg bg-slate-50 p-2">
              <dt className="text-xs text-slate-600">Given away</dt>
              <dd className="font-bold text-slate-900" data-testid="promo-given-away">
                {formatRupeeAmount(code.givenAway)}
              </dd>
            </div>
          </dl>
          <p className="mt-2 text-xs text-slate-500">{code.maxUsesPerPlayer} per player</p>
        </li>
      ))}
    </ul>
  );
}
